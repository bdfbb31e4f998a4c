import { canOperateCashDrawer, canReviewCashDrawers, CASH_DRAWER_FIELDS as F } from '@gym/domain';
import { Arg, Ctx, Float, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import { checkArgument } from '../../kernel/graphql/field-contract';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { cashDrawerClient } from './cash-drawer.client';
import { CashCloseInput, CashSessionFilterInput, PettyCashInput } from './cash-drawer.input';
import { CashSession, CashSessionDetail, CashSessionPage, CashSessionResult } from './cash-drawer.type';

@Resolver()
export class CashDrawerResolver {
  @Authorized(canOperateCashDrawer)
  @Query(() => CashSession, { nullable: true, description: 'Mi caja abierta, con lo esperado al momento' })
  currentCashSession(@Ctx() ctx: RequestContext): Promise<CashSession | null> {
    return cashDrawerClient(ctx).current();
  }

  @Authorized(canReviewCashDrawers)
  @Query(() => CashSessionPage, { description: 'Todas las cajas con sus diferencias (administrador)' })
  cashSessions(
    @Arg('filter', () => CashSessionFilterInput, { nullable: true }) filter: CashSessionFilterInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<CashSessionPage> {
    return cashDrawerClient(ctx).list(filter);
  }

  @Authorized(canOperateCashDrawer)
  @Query(() => CashSessionDetail, {
    description: 'Una caja con sus movimientos (la propia, o cualquiera el administrador)',
  })
  cashSession(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<CashSessionDetail> {
    return cashDrawerClient(ctx).byId(id);
  }

  @Authorized(canOperateCashDrawer)
  @Mutation(() => CashSessionResult, { description: 'Abre mi caja con su fondo inicial' })
  openCashSession(
    @Arg('openingFloat', () => Float) openingFloat: number,
    @Ctx() ctx: RequestContext,
  ): Promise<CashSessionResult> {
    checkArgument(F.openingFloat, openingFloat);
    return cashDrawerClient(ctx).open(openingFloat);
  }

  @Authorized(canOperateCashDrawer)
  @Mutation(() => CashSessionResult, { description: 'Cierra mi caja: conteo, esperado, diferencia; definitivo' })
  closeCashSession(
    @Arg('input', () => CashCloseInput) input: CashCloseInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CashSessionResult> {
    return cashDrawerClient(ctx).close(input);
  }

  @Authorized(canOperateCashDrawer)
  @Mutation(() => CashSessionResult, { description: 'Retiro de caja con su motivo' })
  recordPettyCash(
    @Arg('input', () => PettyCashInput) input: PettyCashInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CashSessionResult> {
    return cashDrawerClient(ctx).pettyCash(input);
  }
}
