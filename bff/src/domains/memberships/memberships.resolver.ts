import { MEMBERSHIP_FIELDS, QUERY_FIELDS } from '@gym/domain';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { checkArgument } from '../../kernel/graphql/field-contract';
import { Payment } from '../payments/payments.type';
import { ownerOf } from '../users/users.loaders';
import { planByIdLoader } from './memberships.loaders';
import { User } from '../users/users.type';
import {
  FreezeMembershipInput,
  GymPlanInput,
  MembershipsFilterInput,
  PurchaseMembershipInput,
  RenewMembershipInput,
  UpdateMembershipInput,
} from './memberships.input';
import {
  GymPlan,
  Membership,
  MembershipDeletion,
  MembershipDetail,
  MembershipExpiryRun,
  MembershipPage,
  MembershipPlan,
  MembershipStats,
  PurchaseResult,
  RenewalResult,
} from './memberships.type';
import { membershipsClient } from './memberships.client';

function checkedDays(days: number | null | undefined): number | null | undefined {
  if (days !== null && days !== undefined) checkArgument(MEMBERSHIP_FIELDS.days, days);
  return days;
}

function checkedPage(page: number | null | undefined, limit: number | null | undefined) {
  if (page !== null && page !== undefined) checkArgument(QUERY_FIELDS.page, page);
  if (limit !== null && limit !== undefined) checkArgument(QUERY_FIELDS.limit, limit);
  return { page, limit };
}

@Resolver()
export class MembershipsResolver {
  @Query(() => [MembershipPlan])
  membershipPlans(@Ctx() ctx: RequestContext): Promise<MembershipPlan[]> {
    return membershipsClient(ctx).plans();
  }

  @Authorized()
  @Query(() => MembershipPage, { description: 'Cliente: solo las propias' })
  memberships(
    @Arg('filter', () => MembershipsFilterInput, { nullable: true }) filter: MembershipsFilterInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<MembershipPage> {
    return membershipsClient(ctx).list(filter);
  }

  @Authorized()
  @Query(() => Membership)
  membership(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Membership> {
    return membershipsClient(ctx).get(id);
  }

  @Authorized()
  @Mutation(() => PurchaseResult, { description: 'success false con unavailableSlots cuando algún horario está lleno' })
  purchaseMembership(
    @Arg('input', () => PurchaseMembershipInput) input: PurchaseMembershipInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PurchaseResult> {
    return membershipsClient(ctx).purchase(input);
  }

  @Authorized('view_memberships')
  @Query(() => MembershipPage, { description: 'Personal: todas, con filtros, orden y paginación' })
  adminMemberships(
    @Arg('filter', () => MembershipsFilterInput, { nullable: true }) filter: MembershipsFilterInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<MembershipPage> {
    return membershipsClient(ctx).list(filter);
  }

  @Authorized('view_memberships')
  @Query(() => MembershipDetail)
  adminMembership(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<MembershipDetail> {
    return membershipsClient(ctx).detail(id);
  }

  @Authorized('view_memberships')
  @Query(() => MembershipStats, { description: 'Si la api de cifras falla, se cuentan desde las listas por estado' })
  membershipStats(@Ctx() ctx: RequestContext): Promise<MembershipStats> {
    return membershipsClient(ctx).stats();
  }

  @Authorized('view_memberships')
  @Query(() => MembershipPage, { description: 'Vencen en los próximos días (7 por defecto)' })
  expiringMemberships(
    @Arg('days', () => Int, { nullable: true }) days: number | null | undefined,
    @Arg('page', () => Int, { nullable: true }) page: number | null | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<MembershipPage> {
    return membershipsClient(ctx).expiring('expiring-soon', checkedDays(days), checkedPage(page, limit));
  }

  @Authorized('view_expired_memberships')
  @Query(() => MembershipPage, { description: 'Vencidas en los últimos días (0: todas)' })
  expiredMemberships(
    @Arg('days', () => Int, { nullable: true }) days: number | null | undefined,
    @Arg('page', () => Int, { nullable: true }) page: number | null | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<MembershipPage> {
    return membershipsClient(ctx).expiring('expired', checkedDays(days), checkedPage(page, limit));
  }

  @Authorized('edit_memberships')
  @Mutation(() => Membership)
  updateMembership(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateMembershipInput) input: UpdateMembershipInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Membership> {
    return membershipsClient(ctx).update(id, input);
  }

  @Authorized('renew_memberships')
  @Mutation(() => RenewalResult, { description: 'Meses 1 por defecto; precio del plan salvo que se indique' })
  renewMembership(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => RenewMembershipInput, { nullable: true }) input: RenewMembershipInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<RenewalResult> {
    return membershipsClient(ctx).renew(id, input ?? {});
  }

  @Authorized('cancel_memberships')
  @Mutation(() => Membership, { description: 'Motivo obligatorio; libera sus horarios' })
  cancelMembership(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Membership> {
    checkArgument(MEMBERSHIP_FIELDS.cancel.reason, reason);
    return membershipsClient(ctx).cancel(id, reason);
  }

  @Authorized('edit_memberships')
  @Mutation(() => Membership, {
    description: 'Congela del startDate al endDate (incluidos) con motivo: la fecha de fin se corre esos días',
  })
  freezeMembership(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => FreezeMembershipInput) input: FreezeMembershipInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Membership> {
    return membershipsClient(ctx).freeze(id, input);
  }

  @Authorized('edit_memberships')
  @Mutation(() => Membership, { description: 'Reanuda hoy: la fecha de fin se corre solo por los días congelados' })
  unfreezeMembership(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Membership> {
    return membershipsClient(ctx).unfreeze(id);
  }

  @Authorized('delete_memberships')
  @Mutation(() => MembershipDeletion, { description: 'Solo administrador; una con pagos queda archivada' })
  deleteMembership(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<MembershipDeletion> {
    return membershipsClient(ctx).remove(id);
  }

  @Authorized('admin')
  @Mutation(() => MembershipExpiryRun, { description: 'Solo administrador: ejecuta ahora el vencimiento diario' })
  expireMembershipsNow(@Ctx() ctx: RequestContext): Promise<MembershipExpiryRun> {
    return membershipsClient(ctx).expireNow();
  }

  @Authorized('create_memberships')
  @Mutation(() => PurchaseResult, {
    description: 'Personal: venta en recepción; el efectivo recibido la activa al instante',
  })
  sellMembershipAtDesk(
    @Arg('userId', () => ID) userId: string,
    @Arg('input', () => PurchaseMembershipInput) input: PurchaseMembershipInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PurchaseResult> {
    return membershipsClient(ctx).purchase({ ...input, userId });
  }

  @Query(() => [GymPlan])
  gymPlans(@Ctx() ctx: RequestContext): Promise<GymPlan[]> {
    return membershipsClient(ctx).gymPlans();
  }

  @Authorized()
  @Query(() => [GymPlan])
  allGymPlans(@Ctx() ctx: RequestContext): Promise<GymPlan[]> {
    return membershipsClient(ctx).allGymPlans();
  }

  @Authorized()
  @Mutation(() => [GymPlan])
  saveGymPlans(
    @Arg('plans', () => [GymPlanInput]) plans: GymPlanInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<GymPlan[]> {
    checkArgument(MEMBERSHIP_FIELDS.planCount, plans.length);
    return membershipsClient(ctx).saveGymPlans(plans);
  }
}

@Resolver(() => Membership)
export class MembershipFieldsResolver {
  /** Batched: every membership of a list shares one plans call. */
  @FieldResolver(() => MembershipPlan, { nullable: true })
  plan(@Root() membership: Membership, @Ctx() ctx: RequestContext): Promise<MembershipPlan | null> {
    return planByIdLoader(ctx).load(membership.planId);
  }

  @FieldResolver(() => User, { nullable: true })
  user(@Root() membership: Membership, @Ctx() ctx: RequestContext): Promise<User | null> {
    return ownerOf(ctx, membership.userId);
  }
}

/** The plan of a membership payment: plans belong here, so this domain adds the field to Payment. */
@Resolver(() => Payment)
export class PaymentPlanResolver {
  /** Batched through the plans loader (one call per request). */
  @FieldResolver(() => MembershipPlan, { nullable: true })
  async plan(@Root() payment: Payment, @Ctx() ctx: RequestContext): Promise<MembershipPlan | null> {
    return payment.membership ? planByIdLoader(ctx).load(payment.membership.planId) : null;
  }
}
