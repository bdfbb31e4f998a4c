import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithSession } from '../../../test/session-testing';
import { CloseCashSessionDocument, CurrentCashSessionDocument } from '../cash-drawer.generated';
import { CloseDrawerDialog } from './CloseDrawerDialog';

const staff = makeUser({ role: 'colaborador' });
const session = {
  __typename: 'CashSession' as const,
  id: 's-1',
  userId: staff.id,
  clerkName: 'Ana Castillo',
  status: 'closed',
  statusLabel: 'Cerrada',
  openedAt: '2026-03-01T14:00:00.000Z',
  openingFloat: 100,
  openedAutomatically: false,
  closedAt: '2026-03-01T23:00:00.000Z',
  cashIn: 60,
  cashOut: 0,
  movementCount: 2,
  expected: 160,
  counted: 155,
  difference: -5,
  differenceReason: 'Faltó un billete de Q 5',
  closeNotes: null,
};
const current = {
  request: { query: CurrentCashSessionDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { currentCashSession: null } },
};

describe('CloseDrawerDialog', () => {
  it('adds the count live, shows the Q 5 difference, asks its reason and sends the count by denomination', async () => {
    const sent = vi.fn();
    const onClosed = vi.fn();
    renderWithSession(
      <CloseDrawerDialog session={{ id: 's-1', expected: 160 }} onClose={() => {}} onClosed={onClosed} />,
      {
        user: staff,
        mocks: [
          current,
          {
            request: { query: CloseCashSessionDocument, variables: () => true },
            result: (variables: Record<string, unknown>) => {
              sent(variables);
              return {
                data: { closeCashSession: { __typename: 'CashSessionResult', message: 'Caja cerrada', session } },
              };
            },
          },
        ],
      },
    );
    // The first field (Q 200) has the cursor; Tab walks the bills in order.
    expect(screen.getByRole('spinbutton', { name: 'Cantidad de Billete Q 200' })).toHaveFocus();
    await userEvent.keyboard('{Tab}1'); // 1 x Q 100
    await userEvent.keyboard('{Tab}{Tab}2'); // 2 x Q 20
    await userEvent.keyboard('{Tab}1'); // 1 x Q 10
    await userEvent.keyboard('{Tab}1'); // 1 x Q 5: Q 155 counted
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('EsperadoQ 160.00');
    expect(status).toHaveTextContent('ContadoQ 155.00');
    expect(status).toHaveTextContent('Diferencia-Q 5.00Faltante Q 5.00');

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Indica el motivo de la diferencia')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /Motivo de la diferencia/ }), 'Faltó un billete de Q 5');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith(expect.objectContaining({ id: 's-1', difference: -5 })));
    expect(sent).toHaveBeenCalledWith({
      input: {
        counts: [
          { key: 'b100', pieces: 1 },
          { key: 'b20', pieces: 2 },
          { key: 'b10', pieces: 1 },
          { key: 'b5', pieces: 1 },
        ],
        reason: 'Faltó un billete de Q 5',
      },
    });
  });

  it('closes an even drawer without asking a reason', async () => {
    const sent = vi.fn();
    renderWithSession(
      <CloseDrawerDialog session={{ id: 's-1', expected: 0.3 }} onClose={() => {}} onClosed={() => {}} />,
      {
        user: staff,
        mocks: [
          current,
          {
            request: { query: CloseCashSessionDocument, variables: () => true },
            result: (variables: Record<string, unknown>) => {
              sent(variables);
              return {
                data: {
                  closeCashSession: {
                    __typename: 'CashSessionResult',
                    message: 'Caja cerrada',
                    session: { ...session, expected: 0.3, counted: 0.3, difference: 0, differenceReason: null },
                  },
                },
              };
            },
          },
        ],
      },
    );
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Cantidad de Moneda Q 0.10' }), '3');
    expect(screen.getByRole('status')).toHaveTextContent('Diferencia' + 'Q 0.00' + 'Cuadra');
    expect(screen.queryByRole('textbox', { name: /Motivo/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({ input: { counts: [{ key: 'c010', pieces: 3 }], reason: null } }),
    );
  });
});
