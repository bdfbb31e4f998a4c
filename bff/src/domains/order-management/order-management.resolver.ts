import { canOperateStore } from '@gym/domain';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { OrdersRangeInput, OrderStatusChangeInput, OrderTransferConfirmInput } from './order-management.input';
import { OrderActionResult, OrderPendingTransfers, OrdersDashboard, OrdersRangeReport } from './order-management.type';
import { orderManagementClient } from './order-management.client';

@Authorized(canOperateStore)
@Resolver()
export class OrderManagementResolver {
  @Mutation(() => OrderActionResult, {
    description:
      'Mueve un pedido al siguiente paso de su cadena, lo cancela (devuelve el stock una vez) o lo reembolsa (tras entregarlo); notes obligatorias al cancelar o reembolsar',
  })
  changeOrderStatus(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => OrderStatusChangeInput) input: OrderStatusChangeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<OrderActionResult> {
    return orderManagementClient(ctx).changeStatus(id, input);
  }

  @Mutation(() => OrderActionResult, {
    description: 'Confirma la transferencia de un pedido una sola vez: su pago queda completado y el pedido confirmado',
  })
  confirmOrderTransfer(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => OrderTransferConfirmInput, { nullable: true })
    input: OrderTransferConfirmInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<OrderActionResult> {
    return orderManagementClient(ctx).confirmTransfer(id, input);
  }

  @Query(() => OrderPendingTransfers, {
    description: 'Pedidos con transferencia por confirmar; vacío si el servicio no responde',
  })
  orderPendingTransfers(@Ctx() ctx: RequestContext): Promise<OrderPendingTransfers> {
    return orderManagementClient(ctx).pendingTransfers();
  }

  @Query(() => OrdersDashboard, { description: 'Resumen de pedidos; en ceros si el servicio no responde' })
  ordersDashboard(@Ctx() ctx: RequestContext): Promise<OrdersDashboard> {
    return orderManagementClient(ctx).dashboard();
  }

  @Query(() => OrdersRangeReport, { description: 'Pedidos creados entre dos días (inclusive)' })
  ordersRangeReport(
    @Arg('input', () => OrdersRangeInput) input: OrdersRangeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<OrdersRangeReport> {
    return orderManagementClient(ctx).rangeReport(input);
  }
}
