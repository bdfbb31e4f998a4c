import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { toUser } from '../users/users.client';
import { User } from '../users/users.type';
import { MembershipsFilterInput, PurchaseMembershipInput } from './memberships.input';
import { Membership, MembershipPage, MembershipPlan, PurchaseResult } from './memberships.type';

/** The owner of a record: the caller's own profile when it is theirs (clients cannot list users). */
export async function ownerOf(ctx: GraphQLContext, userId: string | null): Promise<User | null> {
  if (!userId) return null;
  const me = await ctx.loaders.viewer.load('me');
  if (me.id === userId) return me;
  try {
    const user = await ctx.loaders.userById.load(userId);
    return user ? toUser(user) : null;
  } catch {
    return null;
  }
}

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
