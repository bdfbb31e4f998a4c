import { describe, expect, it } from 'vitest';
import {
  canCancelOrder,
  canRefundOrder,
  nextStatuses,
  orderChain,
  orderTransitionRefusal,
  ORDER_MANAGEMENT_MESSAGES,
} from './order-management';
import { orderStatusInfo } from './store';

const walk = (deliveryType: 'pickup' | 'delivery') => {
  const seen: string[] = ['pending'];
  let status = 'pending';
  for (;;) {
    const next = nextStatuses({ status, deliveryType }).filter((s) => s !== 'cancelled' && s !== 'refunded')[0];
    if (!next) return seen;
    seen.push(next);
    status = next;
  }
};

describe('order status chains', () => {
  it('walks the pickup chain to picked_up and the delivery chain to delivered', () => {
    expect(walk('pickup')).toEqual(['pending', 'confirmed', 'preparing', 'ready_pickup', 'picked_up']);
    expect(walk('delivery')).toEqual(['pending', 'confirmed', 'preparing', 'packed', 'shipped', 'delivered']);
    expect(orderChain('delivery')).toEqual(walk('delivery'));
  });

  it('offers cancel until the goods arrive, refund only after', () => {
    expect(nextStatuses({ status: 'pending', deliveryType: 'pickup' })).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses({ status: 'shipped', deliveryType: 'delivery' })).toEqual(['delivered', 'cancelled']);
    expect(nextStatuses({ status: 'picked_up', deliveryType: 'pickup' })).toEqual(['refunded']);
    expect(nextStatuses({ status: 'delivered', deliveryType: 'delivery' })).toEqual(['refunded']);
    expect(nextStatuses({ status: 'cancelled', deliveryType: 'pickup' })).toEqual([]);
    expect(nextStatuses({ status: 'refunded', deliveryType: 'pickup' })).toEqual([]);
    expect(canRefundOrder('ready_pickup')).toBe(false);
    expect(canCancelOrder('delivered')).toBe(false);
    expect(canCancelOrder('raro')).toBe(false);
  });

  it('never mixes the chains: a pickup order is never packed, a delivery order never ready to pick up', () => {
    expect(nextStatuses({ status: 'preparing', deliveryType: 'pickup' })).toEqual(['ready_pickup', 'cancelled']);
    expect(nextStatuses({ status: 'preparing', deliveryType: 'delivery' })).toEqual(['packed', 'cancelled']);
  });

  it('names the allowed next states when a jump is refused', () => {
    expect(orderTransitionRefusal({ status: 'pending', deliveryType: 'pickup' }, 'confirmed')).toBeNull();
    expect(orderTransitionRefusal({ status: 'pending', deliveryType: 'pickup' }, 'picked_up')).toBe(
      'No se puede pasar de Pendiente a Recogida. Estados permitidos: Confirmada, Cancelada',
    );
    expect(orderTransitionRefusal({ status: 'preparing', deliveryType: 'pickup' }, 'packed')).toBe(
      'No se puede pasar de En preparación a Empacada. Estados permitidos: Lista para recoger, Cancelada',
    );
    expect(orderTransitionRefusal({ status: 'confirmed', deliveryType: 'pickup' }, 'refunded')).toBe(
      'Solo se puede reembolsar un pedido entregado o recogido (está Confirmada). Estados permitidos: En preparación, Cancelada',
    );
    expect(orderTransitionRefusal({ status: 'cancelled', deliveryType: 'pickup' }, 'cancelled')).toBe(
      'El pedido está Cancelada: no admite más cambios de estado',
    );
  });

  it('words the success notice as the spec', () => {
    expect(ORDER_MANAGEMENT_MESSAGES.statusUpdated(orderStatusInfo('shipped').label)).toBe(
      'Estado actualizado a: Enviada',
    );
  });
});
