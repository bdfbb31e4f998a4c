import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { OrdersRangeInput, OrderStatusChangeInput, OrderTransferConfirmInput } from './order-management.input';
import { OrderActionResult, OrderPendingTransfers, OrdersDashboard, OrdersRangeReport } from './order-management.type';

/** Who handles online orders (domain `canOperateStore`): the api judges it again on every call. */
const ORDER_HANDLERS = ['admin', 'manage_products', 'manage_store', 'manage_daily_operations'];

@Authorized(...ORDER_HANDLERS)
@Resolver()
export class OrderManagementResolver {
  @Mutation(() => OrderActionResult, {
    description:
      'Mueve un pedido al siguiente paso de su cadena, lo cancela (devuelve el stock una vez) o lo reembolsa (tras entregarlo); notes obligatorias al cancelar o reembolsar',
  })
  changeOrderStatus(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => OrderStatusChangeInput) input: OrderStatusChangeInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OrderActionResult> {
    return ctx.api.orderManagement.changeStatus(id, input);
  }

  @Mutation(() => OrderActionResult, {
    description: 'Confirma la transferencia de un pedido una sola vez: su pago queda completado y el pedido confirmado',
  })
  confirmOrderTransfer(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => OrderTransferConfirmInput, { nullable: true })
    input: OrderTransferConfirmInput | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OrderActionResult> {
    return ctx.api.orderManagement.confirmTransfer(id, input);
  }

  @Query(() => OrderPendingTransfers, {
    description: 'Pedidos con transferencia por confirmar; vacío si el servicio no responde',
  })
  orderPendingTransfers(@Ctx() ctx: GraphQLContext): Promise<OrderPendingTransfers> {
    return ctx.api.orderManagement.pendingTransfers();
  }

  @Query(() => OrdersDashboard, { description: 'Resumen de pedidos; en ceros si el servicio no responde' })
  ordersDashboard(@Ctx() ctx: GraphQLContext): Promise<OrdersDashboard> {
    return ctx.api.orderManagement.dashboard();
  }

  @Query(() => OrdersRangeReport, { description: 'Pedidos creados entre dos días (inclusive)' })
  ordersRangeReport(
    @Arg('input', () => OrdersRangeInput) input: OrdersRangeInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OrdersRangeReport> {
    return ctx.api.orderManagement.rangeReport(input);
  }
}
