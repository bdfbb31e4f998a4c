import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import type { FinancialReportSource } from '@gym/domain';
import { Arg, Args, Ctx, Info, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { ReportDetailsArgs, ReportRangeInput } from './reports.input';
import { FinancialReport, MembershipReport, PerformanceReport, ReportDetailPage, UserReport } from './reports.type';
import { reportsClient } from './reports.client';

/**
 * Whether the query selects `field` anywhere under this one (fragments included): the detail rows
 * of a year are read in pages of 100 from the api, so a query for the figures alone skips them.
 */
function asksForField(info: GraphQLResolveInfo, field: string): boolean {
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === 'Field') return selection.name.value === field || walk(selection.selectionSet);
      if (selection.kind === 'InlineFragment') return walk(selection.selectionSet);
      const name = selection.name.value;
      if (seen.has(name)) return false;
      seen.add(name);
      return walk(info.fragments[name]?.selectionSet);
    });
  return info.fieldNodes.some((node) => walk(node.selectionSet));
}

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
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<FinancialReport> {
    return reportsClient(ctx).financial(range, { details: asksForField(info, 'details') });
  }

  @Query(() => ReportDetailPage, {
    description: 'Las filas de una fuente del reporte financiero, una página a la vez (para las tablas de detalle)',
  })
  financialReportDetails(
    @Args(() => ReportDetailsArgs) { source, range, page, limit }: ReportDetailsArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<ReportDetailPage> {
    return reportsClient(ctx).financialDetails(source as FinancialReportSource, range, page, limit);
  }

  @Query(() => UserReport, { description: 'Usuarios: totales, por rol y nuevos por mes (ceros si no se pudo leer)' })
  userReport(@Ctx() ctx: RequestContext): Promise<UserReport> {
    return reportsClient(ctx).users();
  }

  @Query(() => MembershipReport, {
    description: 'Membresías: activas, vencidas, por vencer, tasa de renovación y por plan (ceros si no se pudo leer)',
  })
  membershipReport(@Ctx() ctx: RequestContext): Promise<MembershipReport> {
    return reportsClient(ctx).memberships();
  }

  @Query(() => PerformanceReport, {
    description: 'Ocupación, retención y satisfacción contra el periodo anterior; valores de referencia solo sin datos',
  })
  performanceReport(
    @Arg('range', () => ReportRangeInput, { nullable: true }) range: ReportRangeInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<PerformanceReport> {
    return reportsClient(ctx).performance(range);
  }
}
