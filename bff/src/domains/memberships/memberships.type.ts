import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { AuditEvent, Pagination } from '../common/common.type';
import { Payment } from '../payments/payments.type';
import { ScheduleSlot, UnavailableSlot } from '../schedule/schedule.type';

@ObjectType({ simpleResolvers: true })
export class MembershipPlan {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => Float)
  price!: number;

  @Field(() => Float, { nullable: true })
  originalPrice!: number | null;

  @Field(() => String)
  currency!: string;

  @Field(() => String, { description: 'daily, weekly, monthly, quarterly, annual' })
  durationType!: string;

  @Field(() => [String])
  features!: string[];

  @Field(() => Boolean)
  isPopular!: boolean;

  @Field(() => Boolean)
  isActive!: boolean;

  @Field(() => Int)
  displayOrder!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Un congelamiento: del primer al último día congelado, incluidos' })
export class MembershipFreeze {
  @Field(() => ID) id!: string;
  @Field(() => String) startDate!: string;
  @Field(() => String) endDate!: string;
  @Field(() => String) reason!: string;
}

@ObjectType({ simpleResolvers: true })
export class Membership {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => ID)
  planId!: string;

  @Field(() => String, {
    description: 'Nombre del plan al momento de la consulta (también si el plan ya no está activo)',
  })
  planName!: string;

  @Field(() => String, { description: 'active, pending, expired, cancelled, suspended' })
  status!: string;

  @Field(() => String)
  startDate!: string;

  @Field(() => String)
  endDate!: string;

  @Field(() => Float)
  price!: number;

  @Field(() => String, { nullable: true })
  notes!: string | null;

  @Field(() => String, { nullable: true })
  cancelReason!: string | null;

  @Field(() => MembershipFreeze, {
    nullable: true,
    description: 'Su congelamiento abierto (vigente hoy o programado); null cuando no tiene',
  })
  freeze!: MembershipFreeze | null;

  @Field(() => Boolean, { description: 'Congelada hoy: el acceso la rechaza (domain freezeRefusal)' })
  isFrozen!: boolean;

  @Field(() => Int)
  daysLeft!: number;

  @Field(() => Boolean)
  isExpiringSoon!: boolean;

  @Field(() => [ScheduleSlot])
  reservedSlots!: ScheduleSlot[];

  @Field(() => String)
  createdAt!: string;
}

@ObjectType({ simpleResolvers: true })
export class MembershipPage {
  @Field(() => [Membership])
  memberships!: Membership[];

  @Field(() => Pagination)
  pagination!: Pagination;
}

@ObjectType({ simpleResolvers: true })
export class PurchaseResult {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String)
  message!: string;

  @Field(() => Membership, { nullable: true })
  membership!: Membership | null;

  @Field(() => Payment, { nullable: true })
  payment!: Payment | null;

  @Field(() => [UnavailableSlot])
  unavailableSlots!: UnavailableSlot[];
}

@ObjectType({ description: 'Plan de membresía tal como lo muestra y edita el sitio' })
export class GymPlan {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Float) price!: number;
  @Field(() => Float, { nullable: true }) originalPrice?: number | null;
  @Field(() => String) durationType!: string;
  @Field(() => [String]) features!: string[];
  @Field(() => Boolean) isPopular!: boolean;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Int) displayOrder!: number;
  @Field(() => Int, { nullable: true, description: 'Tope de días de congelamiento por año; null: sin tope' })
  maxFreezeDaysPerYear?: number | null;
}

@ObjectType({ simpleResolvers: true, description: 'Personal: la membresía con sus pagos y su historial de cambios' })
export class MembershipDetail {
  @Field(() => Membership)
  membership!: Membership;

  @Field(() => [Payment])
  payments!: Payment[];

  @Field(() => [AuditEvent])
  history!: AuditEvent[];
}

@ObjectType({ simpleResolvers: true })
export class MembershipStats {
  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  active!: number;

  @Field(() => Int)
  pending!: number;

  @Field(() => Int)
  expired!: number;

  @Field(() => Int)
  cancelled!: number;

  @Field(() => Int)
  suspended!: number;

  @Field(() => Int, { nullable: true, description: 'null cuando las cifras se armaron desde las listas' })
  expiringSoon!: number | null;

  @Field(() => Float, { nullable: true, description: 'null cuando las cifras se armaron desde las listas' })
  renewalRate!: number | null;
}

@ObjectType({ simpleResolvers: true })
export class RenewalResult {
  @Field(() => Membership)
  membership!: Membership;

  @Field(() => Payment)
  payment!: Payment;

  @Field(() => Membership)
  previous!: Membership;
}

@ObjectType({ simpleResolvers: true, description: 'Solo administrador: una membresía con pagos queda archivada' })
export class MembershipDeletion {
  @Field(() => Boolean)
  deleted!: boolean;

  @Field(() => Boolean, { description: 'true: tenía pagos, sale de las listas pero no se borra' })
  archived!: boolean;

  @Field(() => String)
  message!: string;
}

@ObjectType({ simpleResolvers: true, description: 'El vencimiento diario ejecutado ahora' })
export class MembershipExpiryRun {
  @Field(() => Int, { description: 'Cuántas membresías quedaron vencidas' })
  expired!: number;

  @Field(() => Int)
  releasedSlots!: number;

  @Field(() => String)
  message!: string;
}
