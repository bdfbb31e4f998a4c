import { Field, Float, Int, ObjectType } from 'type-graphql';

/** Payment figures: tallies and breakdowns, per-method stats, statistics and the financial dashboard. */

@ObjectType({ simpleResolvers: true })
export class PaymentTally {
  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;
}

@ObjectType({ simpleResolvers: true })
export class PendingQueueFigures {
  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;

  @Field(() => Int)
  urgent!: number;

  @Field(() => Float)
  oldestWaitingHours!: number;
}

@ObjectType({ simpleResolvers: true })
export class MethodStats {
  @Field(() => String)
  date!: string;

  @Field(() => PendingQueueFigures)
  pending!: PendingQueueFigures;

  @Field(() => PaymentTally)
  confirmedToday!: PaymentTally;

  @Field(() => PaymentTally)
  cancelledToday!: PaymentTally;

  @Field(() => PaymentTally)
  thisMonth!: PaymentTally;
}

@ObjectType({ simpleResolvers: true, description: 'Cuántos pagos y por cuánto, por estado, método o tipo' })
export class PaymentBreakdown {
  @Field(() => String)
  key!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;
}

@ObjectType({ simpleResolvers: true })
export class PaymentStatistics {
  @Field(() => Int)
  total!: number;

  @Field(() => Float)
  income!: number;

  @Field(() => [PaymentBreakdown])
  byStatus!: PaymentBreakdown[];

  @Field(() => [PaymentBreakdown])
  byMethod!: PaymentBreakdown[];

  @Field(() => [PaymentBreakdown])
  byType!: PaymentBreakdown[];

  @Field(() => PaymentTally)
  today!: PaymentTally;

  @Field(() => PaymentTally)
  thisMonth!: PaymentTally;

  @Field(() => PaymentTally)
  pending!: PaymentTally;
}

@ObjectType({
  simpleResolvers: true,
  description:
    'Ingresos por fuente (la regla única de ingresos: dinero recibido, neto de reembolsos, por día en Guatemala)',
})
export class IncomeSourceFigures {
  @Field(() => PaymentTally, { description: 'Membresías y pases diarios' })
  memberships!: PaymentTally;

  @Field(() => PaymentTally, { description: 'Ventas en línea' })
  onlineOrders!: PaymentTally;

  @Field(() => PaymentTally, { description: 'Ventas locales' })
  localSales!: PaymentTally;
}

@ObjectType({ simpleResolvers: true })
export class PeriodFigures {
  @Field(() => String)
  startDate!: string;

  @Field(() => String)
  endDate!: string;

  @Field(() => Float)
  income!: number;

  @Field(() => Int)
  count!: number;

  @Field(() => [PaymentBreakdown])
  byMethod!: PaymentBreakdown[];

  @Field(() => [PaymentBreakdown])
  byType!: PaymentBreakdown[];

  @Field(() => Float)
  memberships!: number;

  @Field(() => Float)
  dailyPasses!: number;

  @Field(() => Float, { description: 'Ventas en línea: pagos de la tienda completados, netos de reembolsos' })
  store!: number;

  @Field(() => Float, { description: 'Ventas locales completadas (mostrador)' })
  localSales!: number;

  @Field(() => IncomeSourceFigures)
  bySource!: IncomeSourceFigures;
}

@ObjectType({ simpleResolvers: true })
export class PendingFigures {
  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;

  @Field(() => [PaymentBreakdown])
  byMethod!: PaymentBreakdown[];
}

@ObjectType({ simpleResolvers: true })
export class VisitFigures {
  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  members!: number;

  @Field(() => Int)
  daily!: number;

  @Field(() => Int)
  entries!: number;
}

@ObjectType({ simpleResolvers: true })
export class FinancialDashboard {
  @Field(() => String)
  date!: string;

  @Field(() => PeriodFigures)
  today!: PeriodFigures;

  @Field(() => PeriodFigures)
  month!: PeriodFigures;

  @Field(() => PendingFigures)
  pending!: PendingFigures;

  @Field(() => VisitFigures)
  visitsToday!: VisitFigures;
}
