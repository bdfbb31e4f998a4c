import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Membership } from '../memberships/memberships.type';
import { PaymentBreakdown, PendingQueueFigures, VisitFigures } from '../payments/payments-figures.type';
import { Payment } from '../payments/payments.type';
import { User } from '../users/users.type';

@ObjectType({ simpleResolvers: true })
export class ClientOrderSummary {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  orderNumber!: string;

  @Field(() => String)
  status!: string;

  @Field(() => String)
  statusLabel!: string;

  @Field(() => Float)
  totalAmount!: number;

  @Field(() => String)
  createdAt!: string;
}

@ObjectType({ simpleResolvers: true })
export class ClientVisits {
  @Field(() => Int)
  thisMonth!: number;

  @Field(() => String, { nullable: true })
  lastVisit!: string | null;

  @Field(() => Boolean)
  visitedToday!: boolean;
}

@ObjectType({
  simpleResolvers: true,
  description: 'Recepción: lo que el personal necesita de un cliente de un vistazo',
})
export class ClientCard {
  @Field(() => User)
  client!: User;

  @Field(() => Membership, { nullable: true })
  membership!: Membership | null;

  @Field(() => String, { description: 'active, pending, expired, cancelled, suspended o none' })
  membershipStatus!: string;

  @Field(() => String)
  statusLabel!: string;

  @Field(() => Int)
  daysLeft!: number;

  @Field(() => Boolean)
  isExpiringSoon!: boolean;

  @Field(() => [Payment])
  pendingPayments!: Payment[];

  @Field(() => [ClientOrderSummary])
  lastOrders!: ClientOrderSummary[];

  @Field(() => ClientVisits)
  visits!: ClientVisits;

  @Field(() => Boolean)
  canRenew!: boolean;

  @Field(() => Boolean, { description: 'Tiene una membresía activa hoy' })
  canRegisterVisit!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class DailyIncomeResult {
  @Field(() => Payment)
  payment!: Payment;

  @Field(() => Int)
  visitors!: number;

  @Field(() => Float, { nullable: true, description: 'Efectivo: el cambio a devolver' })
  change!: number | null;
}

@ObjectType({ simpleResolvers: true })
export class VisitRecord {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => String)
  visitDate!: string;

  @Field(() => String)
  visitedAt!: string;
}

@ObjectType({ simpleResolvers: true })
export class VisitResult {
  @Field(() => VisitRecord)
  visit!: VisitRecord;

  @Field(() => Boolean, { description: 'Ya había entrado hoy: no se cuenta dos veces' })
  alreadyRegistered!: boolean;

  @Field(() => Membership, { nullable: true })
  membership!: Membership | null;
}

@ObjectType({ simpleResolvers: true })
export class DeskIncome {
  @Field(() => Float)
  total!: number;

  @Field(() => Int)
  count!: number;

  @Field(() => [PaymentBreakdown])
  byMethod!: PaymentBreakdown[];

  @Field(() => Float)
  memberships!: number;

  @Field(() => Float)
  dailyPasses!: number;

  @Field(() => Float)
  store!: number;

  @Field(() => Float, { description: 'Ventas locales completadas hoy' })
  localSales!: number;
}

@ObjectType({ simpleResolvers: true })
export class DeskDailyPasses {
  @Field(() => Int)
  entries!: number;

  @Field(() => Int)
  visitors!: number;
}

@ObjectType({ simpleResolvers: true })
export class QueueTotals {
  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;

  @Field(() => Int)
  urgent!: number;
}

@ObjectType({ simpleResolvers: true })
export class DeskQueues {
  @Field(() => PendingQueueFigures)
  transfers!: PendingQueueFigures;

  @Field(() => PendingQueueFigures)
  cash!: PendingQueueFigures;

  @Field(() => PendingQueueFigures)
  card!: PendingQueueFigures;

  @Field(() => QueueTotals)
  total!: QueueTotals;
}

@ObjectType({ simpleResolvers: true })
export class DeskMemberships {
  @Field(() => Int)
  active!: number;

  @Field(() => Int)
  pending!: number;

  @Field(() => Int)
  expiringSoon!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Las cifras de hoy en recepción' })
export class DeskToday {
  @Field(() => String)
  date!: string;

  @Field(() => DeskIncome)
  income!: DeskIncome;

  @Field(() => VisitFigures)
  visits!: VisitFigures;

  @Field(() => DeskDailyPasses)
  dailyPasses!: DeskDailyPasses;

  @Field(() => DeskQueues)
  queues!: DeskQueues;

  @Field(() => DeskMemberships)
  memberships!: DeskMemberships;
}

@ObjectType({ simpleResolvers: true, description: 'Un miembro con membresía vigente y sin visitas recientes' })
export class InactiveMember {
  @Field(() => ID) userId!: string;
  @Field(() => String) fullName!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => ID) membershipId!: string;
  @Field(() => String) planName!: string;
  @Field(() => String) endDate!: string;
  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd de su última visita; null: nunca vino' })
  lastVisit!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class InactiveMembers {
  @Field(() => Int, { description: 'Días sin visita que cuentan como inactivo' }) days!: number;
  @Field(() => [InactiveMember]) members!: InactiveMember[];
}

@ObjectType({ simpleResolvers: true })
export class ClientVisit {
  @Field(() => ID) id!: string;
  @Field(() => String) visitDate!: string;
  @Field(() => String) visitedAt!: string;
  @Field(() => String, { description: 'membership o daily' }) visitType!: string;
  @Field(() => Int) visitors!: number;
  @Field(() => String, { nullable: true, description: 'El colaborador que la registró en recepción' })
  recordedBy!: string | null;
  @Field(() => String, { nullable: true, description: 'El kiosco de la puerta que escaneó el código' })
  deviceName!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class VisitsAtHour {
  @Field(() => Int, { description: '0-23, hora de Guatemala' }) hour!: number;
  @Field(() => Int) visits!: number;
}

@ObjectType({ simpleResolvers: true })
export class VisitsOnWeekday {
  @Field(() => String, { description: 'monday ... sunday' }) weekday!: string;
  @Field(() => String) label!: string;
  @Field(() => Int) visits!: number;
}

@ObjectType({ simpleResolvers: true })
export class VisitsAtWeekdayHour {
  @Field(() => String, { description: 'monday ... sunday' }) weekday!: string;
  @Field(() => Int, { description: '0-23, hora de Guatemala' }) hour!: number;
  @Field(() => Int) visits!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Visitas por hora y por día de la semana en un periodo' })
export class VisitsByTime {
  @Field(() => String) startDate!: string;
  @Field(() => String) endDate!: string;
  @Field(() => [VisitsAtHour]) byHour!: VisitsAtHour[];
  @Field(() => [VisitsOnWeekday]) byWeekday!: VisitsOnWeekday[];
  @Field(() => [VisitsAtWeekdayHour], { description: 'Solo donde hubo visitas' })
  byWeekdayHour!: VisitsAtWeekdayHour[];
}
