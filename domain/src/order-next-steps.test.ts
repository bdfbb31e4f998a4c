import { describe, expect, it } from 'vitest';
import { DELIVERY_METHOD_TIMEFRAMES } from './store';
import { orderNextSteps } from './order-next-steps';

describe('orderNextSteps', () => {
  it('a transfer with pickup: transfer the total and send the proof, wait for validation, then pick up', () => {
    expect(orderNextSteps({ paymentMethod: 'transfer', deliveryMethod: 'pickup', totalAmount: 275 })).toEqual([
      'Transfiere Q 275.00 a una de las cuentas del gimnasio y sube el comprobante en esta página.',
      'Validaremos tu transferencia en 1-2 días hábiles y te avisaremos.',
      'Te avisaremos cuando tu pedido esté listo para recoger en el gimnasio.',
    ]);
  });

  it('cash on a national delivery: pay on receipt, shipped within the national timeframe', () => {
    expect(orderNextSteps({ paymentMethod: 'cash_on_delivery', deliveryMethod: 'national', totalAmount: 190 })).toEqual(
      [
        'Paga Q 190.00 en efectivo al recibir tu pedido.',
        `Preparamos tu pedido y lo enviamos a tu dirección (${DELIVERY_METHOD_TIMEFRAMES.national}).`,
      ],
    );
  });

  it('cash at pickup is paid when picking up', () => {
    expect(orderNextSteps({ paymentMethod: 'cash_on_delivery', deliveryMethod: 'pickup', totalAmount: 10 })[0]).toBe(
      'Paga Q 10.00 en efectivo al recoger tu pedido.',
    );
  });
});
