import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { PaymentBreakdown, PaymentTally, VisitFigures } from './payments-figures.type';

/** The income report of a period: memberships, daily passes, store, by method and day. */

@ObjectType({ simpleResolvers: true })
export class ReportTotal {
  @Field(() => Float)
  total!: number;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ simpleResolvers: true })
export class ReportPlanBreakdown {
  @Field(() => ID)
  planId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;
}

@ObjectType({ simpleResolvers: true })
export class ReportMemberships {
  @Field(() => Float)
  total!: number;

  @Field(() => Int)
  count!: number;

  @Field(() => [ReportPlanBreakdown])
  breakdown!: ReportPlanBreakdown[];

  @Field(() => Int)
  newMemberships!: number;
}

@ObjectType({ simpleResolvers: true })
export class ReportDailyPasses {
  @Field(() => Float)
  total!: number;

  @Field(() => Int)
  count!: number;

  @Field(() => Int)
  visitors!: number;
}

@ObjectType({ simpleResolvers: true })
export class ReportDay {
  @Field(() => String)
  date!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: 'Ingresos de un periodo: membresías, pases, tienda, por método y día',
})
export class PaymentReport {
  @Field(() => String)
  period!: string;

  @Field(() => String)
  startDate!: string;

  @Field(() => String)
  endDate!: string;

  @Field(() => ReportMemberships)
  memberships!: ReportMemberships;

  @Field(() => ReportDailyPasses)
  dailyPasses!: ReportDailyPasses;

  @Field(() => ReportTotal)
  onlineOrders!: ReportTotal;

  @Field(() => ReportTotal)
  localSales!: ReportTotal;

  @Field(() => Float)
  totalIncome!: number;

  @Field(() => [PaymentBreakdown])
  byMethod!: PaymentBreakdown[];

  @Field(() => [ReportDay])
  byDay!: ReportDay[];

  @Field(() => VisitFigures)
  visits!: VisitFigures;

  @Field(() => PaymentTally)
  pending!: PaymentTally;
}
