import { canOperateStore, INVENTORY_FIELDS as F, type ReportPeriod } from '@gym/domain';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { checkArgument } from '../../kernel/graphql/field-contract';
import { InventoryRangeInput } from './inventory.input';
import {
  EmployeePerformance,
  InventoryDashboard,
  InventoryFinancialReport,
  InventoryStats,
  LowStockList,
} from './inventory.type';
import { inventoryClient } from './inventory.client';

@Authorized(canOperateStore)
@Resolver()
export class InventoryResolver {
  @Query(() => InventoryStats, {
    description:
      'Cifras del inventario: today, week, month (por defecto), quarter, year o last30; en cero si el api falla',
  })
  inventoryStats(
    @Arg('period', () => String, { nullable: true }) period: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<InventoryStats> {
    checkArgument(F.period, period);
    return inventoryClient(ctx).stats(period as ReportPeriod | null | undefined);
  }

  @Query(() => InventoryDashboard, { description: 'Ventas de hoy y del mes, stock y alertas' })
  inventoryDashboard(@Ctx() ctx: RequestContext): Promise<InventoryDashboard> {
    return inventoryClient(ctx).dashboard();
  }

  @Query(() => InventoryFinancialReport, { description: 'Ingresos, gastos, utilidad y margen de un rango' })
  inventoryFinancialReport(
    @Arg('range', () => InventoryRangeInput, { nullable: true }) range: InventoryRangeInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<InventoryFinancialReport> {
    return inventoryClient(ctx).financialReport(range);
  }

  @Query(() => LowStockList, { description: 'Productos en su stock mínimo o por debajo' })
  lowStockProducts(@Ctx() ctx: RequestContext): Promise<LowStockList> {
    return inventoryClient(ctx).lowStock();
  }

  @Query(() => EmployeePerformance, { description: 'Ventas y pedidos atendidos por vendedor en un rango' })
  employeePerformance(
    @Arg('range', () => InventoryRangeInput, { nullable: true }) range: InventoryRangeInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<EmployeePerformance> {
    return inventoryClient(ctx).employeePerformance(range);
  }
}
