import { formatGTQ, type DeliveryMethod } from './money';
import { DELIVERY_METHOD_TIMEFRAMES, deliveryTypeOf, type StorePaymentMethod } from './store';

export interface NextStepsInput {
  paymentMethod: StorePaymentMethod | string;
  deliveryMethod: DeliveryMethod | string;
  totalAmount: number;
}

const isDeliveryMethod = (method: string): method is DeliveryMethod => method in DELIVERY_METHOD_TIMEFRAMES;

/**
 * What happens after an online order, in the order the customer lives it: how to pay (unless
 * already paid) and how the goods reach them. Shown on the confirmation page.
 */
export function orderNextSteps({ paymentMethod, deliveryMethod, totalAmount }: NextStepsInput): string[] {
  const total = formatGTQ(totalAmount);
  const pickup = isDeliveryMethod(deliveryMethod) ? deliveryTypeOf(deliveryMethod) === 'pickup' : false;
  const steps: string[] = [];
  if (paymentMethod === 'transfer') {
    steps.push(`Transfiere ${total} a una de las cuentas del gimnasio y sube el comprobante en esta página.`);
    steps.push('Validaremos tu transferencia en 1-2 días hábiles y te avisaremos.');
  } else if (paymentMethod === 'cash_on_delivery') {
    steps.push(
      pickup ? `Paga ${total} en efectivo al recoger tu pedido.` : `Paga ${total} en efectivo al recibir tu pedido.`,
    );
  } else if (paymentMethod === 'card') {
    steps.push('Confirmaremos tu pago con tarjeta antes de preparar el pedido.');
  }
  if (pickup) {
    steps.push('Te avisaremos cuando tu pedido esté listo para recoger en el gimnasio.');
  } else {
    const timeframe = isDeliveryMethod(deliveryMethod) ? DELIVERY_METHOD_TIMEFRAMES[deliveryMethod] : null;
    steps.push(
      timeframe
        ? `Preparamos tu pedido y lo enviamos a tu dirección (${timeframe}).`
        : 'Preparamos tu pedido y lo enviamos a tu dirección.',
    );
  }
  return steps;
}
