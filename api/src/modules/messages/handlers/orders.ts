import {
  formatGTQ,
  orderNextSteps,
  orderStatusInfo,
  STORE_PAYMENT_METHOD_LABELS,
  type StorePaymentMethod,
} from '@gym/domain';
import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema/index';
import { onEvent, type JobContext } from '../../../events/handler';
import type { OrderOut } from '../../store/schemas';
import { loadOrders } from '../../store/orders.service';
import { appLink, queueMessages } from '../compose';
import { guestRecipient, recipientOf } from '../recipients';

async function orderOf(context: JobContext, id: string): Promise<OrderOut | null> {
  const [row] = await context.db.select().from(orders).where(eq(orders.id, id));
  if (!row) return null;
  const [order] = await loadOrders(context.db, [row]);
  return order ?? null;
}

/** The member's account when there is one (its address may have changed), else the order's own. */
async function customerOf(context: JobContext, order: OrderOut) {
  return (await recipientOf(context.db, order.userId)) ?? guestRecipient(order.customerInfo);
}

const delivery = (order: OrderOut) =>
  order.deliveryType === 'pickup' ? 'Recoger en el gimnasio' : 'Envío a domicilio';
const ordersLink = (context: JobContext, order: OrderOut) =>
  order.userId ? { button: { label: 'Ver mis pedidos', url: appLink(context, '/dashboard/client/orders') } } : {};

/** Order received (a guest's too): items, total, delivery or pickup and what happens next. */
export const orderReceived = onEvent('order.created', 'messages.order-received', async (event, context) => {
  const order = await orderOf(context, event.payload.orderId);
  if (!order) return;
  const to = await customerOf(context, order);
  if (!to) return;
  await queueMessages(context, {
    kind: 'order_received',
    to: to.email,
    phone: to.phone,
    whatsapp: [to.firstName, order.orderNumber, formatGTQ(order.totalAmount)],
    userId: to.userId,
    sourceId: event.id,
    content: {
      subject: `Recibimos tu pedido ${order.orderNumber}`,
      preheader: `Total ${formatGTQ(order.totalAmount)} · ${delivery(order)}`,
      title: `Gracias por tu pedido, ${to.firstName}`,
      paragraphs: orderNextSteps(order),
      table: {
        head: ['Producto', 'Cant.', 'Total'],
        rows: order.items.map((item) => [item.name, String(item.quantity), formatGTQ(item.lineTotal)]),
      },
      facts: [
        ['Pedido', order.orderNumber],
        ['Entrega', delivery(order)],
        ['Pago', STORE_PAYMENT_METHOD_LABELS[order.paymentMethod as StorePaymentMethod] ?? order.paymentMethod],
        ['Envío', formatGTQ(order.shippingAmount)],
        ['Total (IVA incluido)', formatGTQ(order.totalAmount)],
      ],
      ...ordersLink(context, order),
    },
  });
});

const STATUS_LINES: Record<string, string> = {
  // Only a new proof on a rejected transfer brings an order back to pending (creation is order.created).
  pending: 'Recibimos tu nuevo comprobante: tu pedido espera de nuevo la confirmación del pago.',
  confirmed: 'Confirmamos tu pedido y lo estamos preparando.',
  processing: 'Estamos preparando tu pedido.',
  ready_for_pickup: 'Tu pedido está listo: puedes recogerlo en el gimnasio.',
  shipped: 'Tu pedido va en camino.',
  delivered: 'Tu pedido fue entregado. ¡Que lo disfrutes!',
  cancelled: 'Tu pedido fue cancelado.',
  refunded: 'Reembolsamos tu pedido.',
};

/** Each status change of an order (the staff's note on it, a cancellation's reason too, stays internal). */
export const orderStatusChanged = onEvent('order.status_changed', 'messages.order-status', async (event, context) => {
  const order = await orderOf(context, event.payload.orderId);
  if (!order) return;
  const to = await customerOf(context, order);
  if (!to) return;
  const label = orderStatusInfo(event.payload.to).label;
  await queueMessages(context, {
    kind: 'order_status',
    to: to.email,
    phone: to.phone,
    whatsapp: [to.firstName, order.orderNumber, label],
    userId: to.userId,
    sourceId: event.id,
    content: {
      subject: `Tu pedido ${order.orderNumber}: ${label}`,
      preheader: STATUS_LINES[event.payload.to] ?? label,
      title: label,
      paragraphs: [`Hola, ${to.firstName}. ${STATUS_LINES[event.payload.to] ?? `Tu pedido ahora está: ${label}.`}`],
      facts: [
        ['Pedido', order.orderNumber],
        ['Total', formatGTQ(order.totalAmount)],
      ],
      ...ordersLink(context, order),
    },
  });
});
