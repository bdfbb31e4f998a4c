import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeskDailyIncomeDocument, DeskTodayDocument } from '../front-desk.generated';
import { graphqlError, makeUser, renderWithSession } from '../../../test/session-testing';
import { DailyIncomeForm } from './DailyIncomeForm';

const staff = makeUser({ role: 'colaborador' });
const today = {
  request: { query: DeskTodayDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { deskToday: null } },
};

describe('DailyIncomeForm', () => {
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
      input: { visitors: 3, method: 'cash', receivedAmount: 100, visitorName: 'Grupo escolar' },
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
      input: { visitors: 1, method: 'cash', receivedAmount: null, visitorName: null },
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
