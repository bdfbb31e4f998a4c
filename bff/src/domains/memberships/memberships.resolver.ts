import { MEMBERSHIP_FIELDS } from '@gym/domain';
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { checkArgument } from '../../field-contract';
import { Payment } from '../payments/payments.type';
import { ownerOf } from '../users/users.loaders';
import { User } from '../users/users.type';
import { GymPlanInput, MembershipsFilterInput, PurchaseMembershipInput } from './memberships.input';
import { GymPlan, Membership, MembershipPage, MembershipPlan, PurchaseResult } from './memberships.type';

@Resolver()
export class MembershipsResolver {
  @Query(() => [MembershipPlan])
  membershipPlans(@Ctx() ctx: GraphQLContext): Promise<MembershipPlan[]> {
    return ctx.api.memberships.plans();
  }

  @Authorized()
  @Query(() => MembershipPage, { description: 'Cliente: solo las propias' })
  memberships(
    @Arg('filter', () => MembershipsFilterInput, { nullable: true }) filter: MembershipsFilterInput | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MembershipPage> {
    return ctx.api.memberships.list(filter);
  }

  @Authorized()
  @Query(() => Membership)
  membership(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Membership> {
    return ctx.api.memberships.get(id);
  }

  @Authorized()
  @Mutation(() => PurchaseResult, { description: 'success false con unavailableSlots cuando algún horario está lleno' })
  purchaseMembership(
    @Arg('input', () => PurchaseMembershipInput) input: PurchaseMembershipInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PurchaseResult> {
    return ctx.api.memberships.purchase(input);
  }

  @Query(() => [GymPlan])
  gymPlans(@Ctx() ctx: GraphQLContext): Promise<GymPlan[]> {
    return ctx.api.memberships.gymPlans();
  }

  @Authorized()
  @Query(() => [GymPlan])
  allGymPlans(@Ctx() ctx: GraphQLContext): Promise<GymPlan[]> {
    return ctx.api.memberships.allGymPlans();
  }

  @Authorized()
  @Mutation(() => [GymPlan])
  saveGymPlans(
    @Arg('plans', () => [GymPlanInput]) plans: GymPlanInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<GymPlan[]> {
    checkArgument(MEMBERSHIP_FIELDS.planCount, plans.length);
    return ctx.api.memberships.saveGymPlans(plans);
  }
}

@Resolver(() => Membership)
export class MembershipFieldsResolver {
  /** Batched: every membership of a list shares one plans call. */
  @FieldResolver(() => MembershipPlan, { nullable: true })
  plan(@Root() membership: Membership, @Ctx() ctx: GraphQLContext): Promise<MembershipPlan | null> {
    return ctx.loaders.planById.load(membership.planId);
  }

  @FieldResolver(() => User, { nullable: true })
  user(@Root() membership: Membership, @Ctx() ctx: GraphQLContext): Promise<User | null> {
    return ownerOf(ctx, membership.userId);
  }
}

/** The plan of a membership payment: plans belong here, so this domain adds the field to Payment. */
@Resolver(() => Payment)
export class PaymentPlanResolver {
  /** Batched through the plans loader (one call per request). */
  @FieldResolver(() => MembershipPlan, { nullable: true })
  async plan(@Root() payment: Payment, @Ctx() ctx: GraphQLContext): Promise<MembershipPlan | null> {
    return payment.membership ? ctx.loaders.planById.load(payment.membership.planId) : null;
  }
}
