import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { ReportRangeInput } from './reports.input';
import { FinancialReport, MembershipReport, PerformanceReport, UserReport } from './reports.type';

/** The four reports of /dashboard/reports (permission view_reports; the api judges it again). */
@Authorized('view_reports')
@Resolver()
export class ReportsResolver {
  @Query(() => FinancialReport, {
    description:
      'Ingresos por fuente, gastos por categoría, ganancia neta y margen; una fuente caída queda no disponible',
  })
  financialReport(
    @Arg('range', () => ReportRangeInput, { nullable: true }) range: ReportRangeInput | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FinancialReport> {
    return ctx.api.reports.financial(range);
  }

  @Query(() => UserReport, { description: 'Usuarios: totales, por rol y nuevos por mes (ceros si no se pudo leer)' })
  userReport(@Ctx() ctx: GraphQLContext): Promise<UserReport> {
    return ctx.api.reports.users();
  }

  @Query(() => MembershipReport, {
    description: 'Membresías: activas, vencidas, por vencer, tasa de renovación y por plan (ceros si no se pudo leer)',
  })
  membershipReport(@Ctx() ctx: GraphQLContext): Promise<MembershipReport> {
    return ctx.api.reports.memberships();
  }

  @Query(() => PerformanceReport, {
    description: 'Ocupación, retención y satisfacción contra el periodo anterior; valores de referencia solo sin datos',
  })
  performanceReport(
    @Arg('range', () => ReportRangeInput, { nullable: true }) range: ReportRangeInput | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PerformanceReport> {
    return ctx.api.reports.performance(range);
  }
}
