import { describe, expect, it } from 'vitest';
import { expenseCreateQuickCheck, EXPENSE_FIELDS } from './expense-fields';
import {
  canManageExpenses,
  EXPENSE_MESSAGES,
  expenseTransitionRefusal,
  recurringDatesBetween,
  recurringOccurrence,
} from './expenses';
import { fieldError } from './field-contract';
import { permissionsForRole } from './roles';

const F = EXPENSE_FIELDS.expense;

describe('expense field contracts (spec §5)', () => {
  it('says each message of the fuller validator', () => {
    expect(fieldError(F.title, '   ')).toBe('El título es obligatorio');
    expect(fieldError(F.title, 'x'.repeat(201))).toBe('El título no puede exceder 200 caracteres');
    expect(fieldError(F.title, 'x'.repeat(200))).toBeNull();
    expect(fieldError(F.amount, 'abc')).toBe('El monto es inválido');
    expect(fieldError(F.amount, undefined)).toBe('El monto es inválido');
    expect(fieldError(F.amount, 0)).toBe('El monto debe ser mayor a 0');
    expect(fieldError(F.amount, -5)).toBe('El monto debe ser mayor a 0');
    expect(fieldError(F.amount, 0.01)).toBeNull();
    expect(fieldError(F.category, undefined)).toBe('La categoría es obligatoria');
    expect(fieldError(F.category, 'fiestas')).toBe('Categoría inválida');
    expect(fieldError(F.category, 'staff_salary')).toBeNull();
    expect(fieldError({ ...F.recurringFrequency, required: true }, null)).toBe(
      'La frecuencia es obligatoria para gastos recurrentes',
    );
    expect(fieldError(F.recurringFrequency, 'hourly')).toBe('Frecuencia inválida');
    expect(fieldError(F.recurringFrequency, 'biweekly')).toBeNull();
  });

  it('has the quick check the screen runs before sending a new expense', () => {
    expect(expenseCreateQuickCheck({})).toEqual({
      title: 'El título del gasto es obligatorio',
      amount: 'El monto del gasto es inválido',
      category: 'La categoría del gasto es obligatoria',
    });
    expect(expenseCreateQuickCheck({ title: ' Luz ', amount: '150.50', category: 'utilities' })).toEqual({});
    expect(expenseCreateQuickCheck({ title: 'Luz', amount: 'x', category: 'utilities' })).toEqual({
      amount: EXPENSE_MESSAGES.amountInvalidOnCreate,
    });
  });
});

describe('expense state rules', () => {
  it('lets approve and reject decide a pending expense and cancel a pending or approved one', () => {
    expect(expenseTransitionRefusal('approve', 'pending')).toBeNull();
    expect(expenseTransitionRefusal('reject', 'pending')).toBeNull();
    expect(expenseTransitionRefusal('cancel', 'pending')).toBeNull();
    expect(expenseTransitionRefusal('cancel', 'approved')).toBeNull();
  });

  it('answers 409 to a change already made and 400 to any other refused change', () => {
    expect(expenseTransitionRefusal('approve', 'approved')).toEqual({
      status: 409,
      message: 'Este gasto ya fue aprobado',
    });
    expect(expenseTransitionRefusal('reject', 'rejected')).toEqual({
      status: 409,
      message: 'Este gasto ya fue rechazado',
    });
    expect(expenseTransitionRefusal('cancel', 'cancelled')).toEqual({
      status: 409,
      message: 'Este gasto ya fue cancelado',
    });
    expect(expenseTransitionRefusal('approve', 'rejected')).toEqual({
      status: 400,
      message: 'No se puede aprobar este gasto: está rechazado',
    });
    expect(expenseTransitionRefusal('reject', 'approved')?.status).toBe(400);
    expect(expenseTransitionRefusal('cancel', 'paid')).toEqual({
      status: 400,
      message: 'No se puede cancelar este gasto: está pagado',
    });
  });

  it('leaves expenses to the admin', () => {
    expect(canManageExpenses({ role: 'admin', permissions: permissionsForRole('admin') })).toBe(true);
    expect(canManageExpenses({ role: 'colaborador', permissions: permissionsForRole('colaborador') })).toBe(false);
    expect(canManageExpenses({ role: 'cliente', permissions: permissionsForRole('cliente') })).toBe(false);
  });
});

describe('recurring dates', () => {
  it('steps each frequency from the start, month ends staying month ends', () => {
    expect(recurringOccurrence('2026-01-31', 'daily', 1)).toBe('2026-02-01');
    expect(recurringOccurrence('2026-01-31', 'weekly', 1)).toBe('2026-02-07');
    expect(recurringOccurrence('2026-01-31', 'biweekly', 2)).toBe('2026-02-28');
    expect(recurringOccurrence('2026-01-31', 'monthly', 1)).toBe('2026-02-28');
    expect(recurringOccurrence('2026-01-31', 'monthly', 2)).toBe('2026-03-31');
    expect(recurringOccurrence('2024-02-29', 'annually', 1)).toBe('2025-02-28');
    expect(recurringOccurrence('2026-11-30', 'quarterly', 1)).toBe('2027-02-28');
  });

  it('lists the dates after the latest one up to today, within the end date and the cap', () => {
    expect(recurringDatesBetween('2026-01-01', 'monthly', '2026-01-01', '2026-04-15', null, 10)).toEqual([
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
    ]);
    expect(recurringDatesBetween('2026-01-01', 'monthly', '2026-02-01', '2026-04-15', '2026-03-10', 10)).toEqual([
      '2026-03-01',
    ]);
    expect(recurringDatesBetween('2026-01-01', 'daily', '2026-01-01', '2026-12-31', null, 3)).toEqual([
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
  });
});
