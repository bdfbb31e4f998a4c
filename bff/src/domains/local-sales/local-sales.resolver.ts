import { canOperateStore, LOCAL_SALE_FIELDS as F } from '@gym/domain';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { checkArgument } from '../../kernel/graphql/field-contract';
import { CashSaleInput, LocalSaleFilterInput, TransferSaleInput } from './local-sales.input';
import {
  LocalSale,
  LocalSaleDailyReport,
  LocalSaleMyStats,
  LocalSalePage,
  LocalSaleProduct,
  LocalSaleResult,
  PendingLocalSales,
} from './local-sales.type';
import { localSalesClient } from './local-sales.client';

@Authorized(canOperateStore)
@Resolver()
export class LocalSalesResolver {
  @Query(() => LocalSalePage, { description: 'Ventas locales, la más reciente primero' })
  localSales(
    @Arg('filter', () => LocalSaleFilterInput, { nullable: true }) filter: LocalSaleFilterInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<LocalSalePage> {
    return localSalesClient(ctx).list(filter);
  }

  @Query(() => LocalSale, { description: 'Una venta con sus líneas: el recibo' })
  localSale(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<LocalSale> {
    return localSalesClient(ctx).byId(id);
  }

  @Query(() => PendingLocalSales, { description: 'Ventas por transferencia pendientes de confirmar' })
  pendingLocalSaleTransfers(@Ctx() ctx: RequestContext): Promise<PendingLocalSales> {
    return localSalesClient(ctx).pendingTransfers();
  }

  @Query(() => [LocalSaleProduct], {
    description: 'Productos para vender por nombre o SKU (un SKU exacto primero); 10 por defecto',
  })
  localSaleProducts(
    @Arg('q', () => String) q: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<LocalSaleProduct[]> {
    checkArgument(F.searchQuery, q);
    checkArgument(F.searchLimit, limit);
    return localSalesClient(ctx).searchProducts(q, limit);
  }

  @Query(() => LocalSaleDailyReport, { description: 'Reporte de un día (hoy por defecto)' })
  localSalesDailyReport(
    @Arg('date', () => String, { nullable: true, description: 'AAAA-MM-DD' }) date: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<LocalSaleDailyReport> {
    checkArgument(F.reportDate, date);
    return localSalesClient(ctx).dailyReport(date);
  }

  @Query(() => LocalSaleMyStats, { description: 'Las cifras de quien vende: hoy, el mes y sus 10 ventas recientes' })
  myLocalSalesStats(@Ctx() ctx: RequestContext): Promise<LocalSaleMyStats> {
    return localSalesClient(ctx).myStats();
  }

  @Mutation(() => LocalSaleResult, { description: 'Venta en efectivo con el cambio; descuenta el stock' })
  sellCash(
    @Arg('input', () => CashSaleInput) input: CashSaleInput,
    @Ctx() ctx: RequestContext,
  ): Promise<LocalSaleResult> {
    checkArgument(
      F.items,
      input.items.map((line) => line.productId),
    );
    return localSalesClient(ctx).sellCash(input);
  }

  @Mutation(() => LocalSaleResult, { description: 'Venta por transferencia: pendiente hasta confirmar' })
  sellTransfer(
    @Arg('input', () => TransferSaleInput) input: TransferSaleInput,
    @Ctx() ctx: RequestContext,
  ): Promise<LocalSaleResult> {
    checkArgument(
      F.items,
      input.items.map((line) => line.productId),
    );
    return localSalesClient(ctx).sellTransfer(input);
  }

  @Mutation(() => LocalSaleResult, { description: 'Confirma la transferencia de una venta pendiente (una vez)' })
  confirmLocalSaleTransfer(
    @Arg('id', () => ID) id: string,
    @Arg('notes', () => String, { nullable: true }) notes: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<LocalSaleResult> {
    checkArgument(F.notes, notes);
    return localSalesClient(ctx).confirmTransfer(id, notes);
  }

  @Mutation(() => LocalSaleResult, { description: 'Cancela una venta por transferencia pendiente y devuelve su stock' })
  cancelLocalSale(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<LocalSaleResult> {
    checkArgument(F.cancelReason, reason);
    return localSalesClient(ctx).cancel(id, reason);
  }
}
