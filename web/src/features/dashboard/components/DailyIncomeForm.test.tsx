import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { DeskDailyIncomeDocument, DeskPlansDocument, DeskTodayDocument } from '../front-desk.generated';
import { graphqlError, makeUser, renderWithSession } from '../../../test/session-testing';
import { DailyIncomeForm } from './DailyIncomeForm';

const staff = makeUser({ role: 'colaborador' });
const today = {
  request: { query: DeskTodayDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { deskToday: null } },
};

const plan = (id: string, name: string, durationType: string, price: number, isActive = true) => ({
  __typename: 'MembershipPlan',
  id,
  name,
  price,
  durationType,
  isActive,
});
const plans = {
  request: { query: DeskPlansDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      membershipPlans: [
        plan('pl-m', 'Mensual', 'monthly', 250),
        plan('pl-old', 'Pase antiguo', 'daily', 20, false),
        plan('pl-d', 'Pase de un día', 'daily', 30),
      ],
    },
  },
};
const registered = (visitors: number, amount: number, change: number | null) => ({
  data: {
    registerDailyIncome: {
      __typename: 'DailyIncomeResult',
      visitors,
      change,
      payment: { __typename: 'Payment', id: `p-${amount}`, amount, method: 'cash', status: 'completed' },
    },
  },
});

describe('DailyIncomeForm', () => {
  it("shows the pass price from the gym's plans, what to charge and the change as the cash is typed", async () => {
    const sent = vi.fn();
    renderWithSession(<DailyIncomeForm />, {
      user: staff,
      mocks: [
        today,
        plans,
        {
          request: { query: DeskDailyIncomeDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent(variables);
            return registered(3, 90, 10);
          },
        },
      ],
    });
    expect(await screen.findByText('Pase de un día: Q 30.00 por visitante')).toBeInTheDocument();
    expect(screen.getByText('A cobrar: Q 30.00')).toBeInTheDocument();
    await userEvent.keyboard('3');
    expect(screen.getByText('A cobrar: Q 90.00')).toBeInTheDocument();

    const cash = screen.getByRole('spinbutton', { name: /Efectivo recibido/ });
    await userEvent.type(cash, '80');
    expect(screen.getByText('El monto recibido no puede ser menor al monto del pago')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(sent).not.toHaveBeenCalled();

    await userEvent.clear(cash);
    await userEvent.type(cash, '100');
    expect(screen.getByRole('status')).toHaveTextContent('Cambio: Q 10.00');
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByText('Ingreso diario registrado: 3 visitantes · Q 90.00 · Cambio: Q 10.00'),
    ).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('sends the same Idempotency-Key when a pass is retried after a lost answer, and a new one for the next pass', async () => {
    const keys: string[] = [];
    const recorder = new ApolloLink((operation, forward) => {
      if (operation.operationName === 'DeskDailyIncome') {
        const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
        keys.push(headers['Idempotency-Key'] ?? '');
      }
      return forward(operation);
    });
    const income = { query: DeskDailyIncomeDocument, variables: () => true };
    const link = ApolloLink.from([
      recorder,
      new MockLink([
        today,
        plans,
        { request: income, error: new TypeError('Failed to fetch') },
        { request: income, result: registered(1, 30, null) },
        { request: income, result: registered(1, 30, null) },
      ]),
    ]);
    renderWithSession(<DailyIncomeForm />, { user: staff, link });
    await screen.findByText('A cobrar: Q 30.00');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(keys).toHaveLength(1));
    // The form takes Enter again once the lost request has failed.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Registrar ingreso' })).toBeEnabled());
    // The answer was lost: the clerk presses Enter again on the same form.
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Pase diario registrado · Q 30.00')).toBeInTheDocument();
    expect(keys[1]).toBe(keys[0]);

    // The next visitor is another pass: another key.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[0]).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('is ready for the queue: the count is focused, Enter registers, a toast says it and the form clears', async () => {
    const sent = vi.fn();
    renderWithSession(<DailyIncomeForm />, {
      user: staff,
      mocks: [
        today,
        {
          request: { query: DeskDailyIncomeDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent(variables);
            return {
              data: {
                registerDailyIncome: {
                  __typename: 'DailyIncomeResult',
                  visitors: 3,
                  change: 25,
                  payment: { __typename: 'Payment', id: 'p-1', amount: 75, method: 'cash', status: 'completed' },
                },
              },
            };
          },
        },
      ],
    });
    const visitors = screen.getByRole('spinbutton', { name: 'Visitantes' });
    expect(visitors).toHaveFocus();
    await userEvent.keyboard('3');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Efectivo recibido/ }), '100');
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre del visitante/ }), 'Grupo escolar{Enter}');

    expect(
      await screen.findByText('Ingreso diario registrado: 3 visitantes · Q 75.00 · Cambio: Q 25.00'),
    ).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({
      input: { visitors: 3, method: 'cash', receivedAmount: 100, visitorName: 'Grupo escolar', billing: null },
    });
    await waitFor(() => expect(visitors).toHaveValue(null));
    expect(visitors).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Nombre del visitante/ })).toHaveValue('');
  });

  it('keeps what the clerk typed when the server refuses', async () => {
    renderWithSession(<DailyIncomeForm />, {
      user: staff,
      mocks: [
        today,
        {
          request: { query: DeskDailyIncomeDocument, variables: () => true },
          result: graphqlError('El monto recibido no cubre el pago', 400),
        },
      ],
    });
    await userEvent.keyboard('2');
    await userEvent.click(screen.getByRole('radio', { name: 'Transferencia' }));
    expect(screen.queryByRole('spinbutton', { name: /Efectivo recibido/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre del visitante/ }), 'Pareja{Enter}');
    expect(await screen.findByText('El monto recibido no cubre el pago')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Visitantes' })).toHaveValue(2);
    expect(screen.getByRole('textbox', { name: /Nombre del visitante/ })).toHaveValue('Pareja');
    expect(screen.getByRole('radio', { name: 'Transferencia' })).toBeChecked();
  });

  it('registers one daily pass with Enter alone', async () => {
    const sent = vi.fn();
    renderWithSession(<DailyIncomeForm />, {
      user: staff,
      mocks: [
        today,
        {
          request: { query: DeskDailyIncomeDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent(variables);
            return {
              data: {
                registerDailyIncome: {
                  __typename: 'DailyIncomeResult',
                  visitors: 1,
                  change: null,
                  payment: { __typename: 'Payment', id: 'p-2', amount: 25, method: 'cash', status: 'completed' },
                },
              },
            };
          },
        },
      ],
    });
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Pase diario registrado · Q 25.00')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({
      input: { visitors: 1, method: 'cash', receivedAmount: null, visitorName: null, billing: null },
    });
  });

  it('refuses a visitor count outside its limits before calling the server', async () => {
    const sent = vi.fn();
    renderWithSession(<DailyIncomeForm />, {
      user: staff,
      mocks: [
        today,
        {
          request: { query: DeskDailyIncomeDocument, variables: () => true },
          result: () => {
            sent();
            return { data: null };
          },
        },
      ],
    });
    await userEvent.keyboard('0{Enter}');
    expect(await screen.findByText(/La cantidad de visitantes/)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });
});
