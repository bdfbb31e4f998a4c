import { describe, expect, it } from 'vitest';
import { fieldError, INT32_MAX } from './field-contract';
import { MEMBERSHIP_FIELDS } from './membership-fields';
import { MEMBERSHIP_MESSAGES } from './memberships';
import { PAYMENT_FIELDS } from './payment-fields';
import { PAYMENT_MESSAGES } from './payments';
import { SCHEDULE_MESSAGES, validateScheduleChanges } from './schedule';
import { SCHEDULE_FIELDS } from './schedule-fields';

describe('membership, schedule and payment field contracts', () => {
  it('keep the exact messages the domain already had', () => {
    expect(SCHEDULE_MESSAGES.invalidDay).toBe('Día inválido');
    expect(fieldError(SCHEDULE_FIELDS.day, 'lunes')).toBe('Día inválido');
    expect(fieldError(PAYMENT_FIELDS.create.method, 'bitcoin')).toBe(PAYMENT_MESSAGES.invalidMethod);
    expect(fieldError(MEMBERSHIP_FIELDS.purchase.paymentMethod, 'bitcoin')).toBe('Método de pago inválido');
    expect(PAYMENT_MESSAGES.proofTooLarge).toBe('El comprobante es demasiado grande. Máximo 5MB');
  });

  it('name the accepted values of a filter or an editor field', () => {
    expect(fieldError(PAYMENT_FIELDS.list.paymentMethod, 'bitcoin')).toBe(
      'El método de pago debe ser uno de: cash, card, transfer, mobile',
    );
    expect(fieldError(SCHEDULE_FIELDS.hours.day, 'funday')).toBe(
      'El día debe ser uno de: monday, tuesday, wednesday, thursday, friday, saturday, sunday',
    );
    expect(fieldError(MEMBERSHIP_FIELDS.plan.durationType, 'yearly')).toBe(
      'La duración debe ser uno de: daily, weekly, monthly, quarterly, annual',
    );
  });

  it('hold a plan to its limits: name, money with two decimals, features', () => {
    const { plan } = MEMBERSHIP_FIELDS;
    expect(fieldError(plan.name, ' ')).toBe('El nombre del plan es obligatorio');
    expect(fieldError(plan.name, 'x'.repeat(81))).toBe('El nombre del plan admite como máximo 80 caracteres');
    expect(fieldError(plan.price, -1)).toBe('El precio no puede ser negativo');
    expect(fieldError(plan.price, 250.505)).toBe('El precio admite como máximo dos decimales');
    expect(fieldError(plan.price, 1_000_000.01)).toBe('El precio no puede ser mayor que Q 1,000,000.00');
    expect(fieldError(plan.features, ['Acceso', ''])).toBe('El beneficio es obligatorio');
    expect(
      fieldError(
        plan.features,
        Array.from({ length: 21 }, () => 'x'),
      ),
    ).toBe('La lista de beneficios admite como máximo 20 elementos');
    expect(fieldError(MEMBERSHIP_FIELDS.planCount, 31)).toBe('La cantidad de planes no puede ser mayor que 30');
    expect(fieldError(plan.description, 'línea\u0000')).toBe('La descripción contiene caracteres no permitidos');
  });

  it('hold a slot to HH:mm, its capacity and its integer id', () => {
    const { slot } = SCHEDULE_FIELDS;
    expect(fieldError(slot.startTime, '6:00')).toBe('Usa el formato HH:mm');
    expect(fieldError(slot.endTime, '')).toBe('La hora de fin es obligatoria');
    expect(fieldError(slot.capacity, 1001)).toBe('El cupo no puede ser mayor que 1000');
    expect(fieldError(slot.capacity, -1)).toBe('El cupo debe ser al menos 0');
    expect(fieldError(slot.id, INT32_MAX + 1)).toBe(`El horario no puede ser mayor que ${INT32_MAX}`);
  });

  it('drop schedule changes whose slot id is beyond the integer column', () => {
    expect(validateScheduleChanges({ monday: [INT32_MAX + 1] })).toEqual({
      ok: false,
      message: SCHEDULE_MESSAGES.noValidChanges,
    });
    expect(validateScheduleChanges({ monday: [INT32_MAX] })).toMatchObject({ ok: true });
  });
});

describe('staff inputs of memberships and payments', () => {
  it('words the staff inputs', () => {
    expect(fieldError(MEMBERSHIP_FIELDS.cancel.reason, '  ')).toBe(MEMBERSHIP_MESSAGES.reasonRequired);
    expect(fieldError(PAYMENT_FIELDS.confirmCard.cardLast4, '42a2')).toBe('Indica los 4 últimos dígitos de la tarjeta');
    expect(fieldError(PAYMENT_FIELDS.validateTransfer.reason, '')).toBe(PAYMENT_MESSAGES.rejectionNeedsReason);
    expect(fieldError(PAYMENT_FIELDS.dailyIncome.visitors, 0)).toBe('La cantidad de visitantes debe ser al menos 1');
    expect(fieldError(MEMBERSHIP_FIELDS.update.endDate, '10/03/2026')).toBe(
      'La fecha de fin debe tener el formato AAAA-MM-DD',
    );
  });
});
