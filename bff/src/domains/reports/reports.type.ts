import type * as Domain from '@gym/domain';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Pagination } from '../common/common.type';

@ObjectType({ simpleResolvers: true, description: 'Una línea de un desglose: categoría, plan, método de pago...' })
export class ReportBreakdownLine implements Domain.ReportBreakdownLine {
  @Field(() => String)
  key!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Float)
  amount!: number;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Una fila del detalle de una fuente' })
export class ReportDetailRow implements Domain.ReportDetailRow {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'AAAA-MM-DD (Guatemala)' })
  date!: string;

  @Field(() => String)
  reference!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String, { nullable: true })
  method!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Tipo de pago o categoría del gasto (clave; etiqueta en el dominio)',
  })
  type!: string | null;

  @Field(() => String, { nullable: true, description: 'Estado (clave; etiqueta en el dominio)' })
  status!: string | null;

  @Field(() => Float)
  amount!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Una página de las filas de una fuente del reporte financiero' })
export class ReportDetailPage {
  @Field(() => [ReportDetailRow])
  rows!: ReportDetailRow[];

  @Field(() => Pagination)
  pagination!: Pagination;
}

@ObjectType({ simpleResolvers: true, description: 'Una fuente de ingresos o gastos del reporte financiero' })
export class ReportSource implements Domain.ReportSource {
  @Field(() => Float)
  total!: number;

  @Field(() => Int)
  count!: number;

  @Field(() => [ReportBreakdownLine])
  breakdown!: ReportBreakdownLine[];

  @Field(() => [ReportDetailRow], { description: 'Todas las filas del periodo (leídas de 100 en 100)' })
  details!: ReportDetailRow[];

  @Field(() => Boolean, { description: 'Falso cuando la fuente no se pudo leer: se muestra como no disponible' })
  available!: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'Reporte financiero (spec §3)' })
export class FinancialReport implements Domain.FinancialReport {
  @Field(() => String)
  period!: Domain.ReportPeriod;

  @Field(() => String)
  startDate!: string;

  @Field(() => String)
  endDate!: string;

  @Field(() => ReportSource)
  memberships!: ReportSource;

  @Field(() => ReportSource)
  onlineOrders!: ReportSource;

  @Field(() => ReportSource)
  localSales!: ReportSource;

  @Field(() => ReportSource)
  expenses!: ReportSource;

  @Field(() => Float)
  totalIncome!: number;

  @Field(() => Float)
  netProfit!: number;

  @Field(() => Float, { description: 'Ganancia / ingresos x 100; 0 sin ingresos' })
  profitMargin!: number;

  @Field(() => [ReportBreakdownLine], { description: 'Ingresos por método de pago de las tres fuentes' })
  paymentMethods!: ReportBreakdownLine[];
}

@ObjectType({ simpleResolvers: true, description: 'Reporte de usuarios' })
export class UserReport implements Domain.UserReport {
  @Field(() => Int)
  totalUsers!: number;

  @Field(() => Int)
  activeUsers!: number;

  @Field(() => Int)
  newUsersThisMonth!: number;

  @Field(() => [ReportBreakdownLine])
  roleDistribution!: ReportBreakdownLine[];

  @Field(() => [ReportBreakdownLine], { description: 'Usuarios nuevos por mes (AAAA-MM), del más antiguo' })
  userGrowth!: ReportBreakdownLine[];
}

@ObjectType({ simpleResolvers: true, description: 'Reporte de membresías' })
export class MembershipReport implements Domain.MembershipReport {
  @Field(() => Int)
  totalMemberships!: number;

  @Field(() => Int)
  activeMemberships!: number;

  @Field(() => Int)
  expiredMemberships!: number;

  @Field(() => Int)
  expiringSoon!: number;

  @Field(() => Float)
  renewalRate!: number;

  @Field(() => [ReportBreakdownLine])
  byPlan!: ReportBreakdownLine[];
}

@ObjectType({ simpleResolvers: true, description: 'Un indicador de desempeño' })
export class PerformanceKpi implements Domain.PerformanceKpi {
  @Field(() => String)
  name!: string;

  @Field(() => Float)
  value!: number;

  @Field(() => Float, { nullable: true, description: 'Cambio % contra el periodo anterior; nulo sin datos previos' })
  change!: number | null;

  @Field(() => String, { description: 'up, down o flat' })
  trend!: Domain.KpiTrend;

  @Field(() => String, { description: 'good, warning o bad' })
  status!: Domain.KpiStatus;

  @Field(() => String, { description: 'percent, money, count o rating' })
  unit!: Domain.PerformanceKpi['unit'];

  @Field(() => Boolean, { description: 'Verdadero si es el valor de referencia porque no hay datos' })
  placeholder!: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'Reporte de desempeño' })
export class PerformanceReport implements Domain.PerformanceReport {
  @Field(() => String)
  startDate!: string;

  @Field(() => String)
  endDate!: string;

  @Field(() => [PerformanceKpi])
  kpis!: PerformanceKpi[];

  @Field(() => Float)
  occupancyRate!: number;

  @Field(() => Float)
  customerRetention!: number;

  @Field(() => Float)
  customerSatisfaction!: number;
}
