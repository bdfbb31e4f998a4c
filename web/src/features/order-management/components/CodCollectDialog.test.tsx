import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { graphqlError, makeUser, renderWithSession } from '../../../test/session-testing';
import { ChangeOrderStatusDocument, type ManagementOrderRowFragment } from '../order-management.generated';
import { CodCollectDialog } from './CodCollectDialog';

const staff = makeUser({ role: 'colaborador' });
const order: ManagementOrderRowFragment = {
  id: 'o-1',
  orderNumber: 'ORD-261125-0001',
  status: 'ready_pickup',
  statusLabel: 'Listo para recoger',
  deliveryType: 'pickup',
  deliveryMethod: 'pickup',
  paymentMethod: 'cash_on_delivery',
  totalAmount: 87.5,
  customerName: 'Ana Invitada',
  createdAt: '2026-11-25T15:00:00.000Z',
};

describe('CodCollectDialog', () => {
  it('shows the total and the change live, and collects only once the cash covers the total', async () => {
    const sent = vi.fn();
    const onDone = vi.fn();
    renderWithSession(<CodCollectDialog order={order} onClose={() => {}} onDone={onDone} />, {
      user: staff,
      mocks: [
        {
          request: { query: ChangeOrderStatusDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent(variables);
            return {
              data: {
                changeOrderStatus: {
                  __typename: 'OrderActionResult',
                  message: 'Estado actualizado a: Recogido',
                  order: null,
                },
              },
            };
          },
        },
      ],
    });
    expect(screen.getByText('Total: Q 87.50')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Cobrar y marcar' });
    expect(submit).toBeDisabled();
    const received = screen.getByRole('spinbutton', { name: /Efectivo recibido/ });
    expect(received).toHaveFocus();
    await userEvent.type(received, '80');
    expect(screen.getByText('El efectivo recibido no cubre el total')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(sent).not.toHaveBeenCalled();

    await userEvent.clear(received);
    await userEvent.type(received, '100');
    expect(screen.getByRole('status')).toHaveTextContent('Cambio: Q 12.50');
    expect(submit).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toHaveBeenCalledWith({ id: 'o-1', input: { status: 'picked_up', amountReceived: 100 } });
  });

  it("keeps the amount typed and shows the server's refusal", async () => {
    renderWithSession(
      <CodCollectDialog
        order={{ ...order, deliveryType: 'delivery', status: 'shipped' }}
        onClose={() => {}}
        onDone={() => {}}
      />,
      {
        user: staff,
        mocks: [
          {
            request: { query: ChangeOrderStatusDocument, variables: () => true },
            result: graphqlError('El pedido ya está en Entregado', 409, 'CONFLICT'),
          },
        ],
      },
    );
    expect(screen.getByRole('heading', { name: /Entregada: cobrar el pedido ORD-261125-0001/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('spinbutton', { name: /Efectivo recibido/ }), '87.50{Enter}');
    expect(await screen.findByText('El pedido ya está en Entregado')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Efectivo recibido/ })).toHaveValue(87.5);
  });
});
