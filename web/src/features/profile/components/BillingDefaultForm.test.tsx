import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TAX_ID_MESSAGES } from '@gym/domain';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithSession } from '../../../test/session-testing';
import { UpdateProfileDocument } from '../profile.generated';
import { BillingDefaultForm } from './BillingDefaultForm';

describe('BillingDefaultForm', () => {
  it("shows the saved default, refuses a wrong check digit and saves the member's NIT and name", async () => {
    const user = makeUser({ billingTaxId: '576937K', billingName: 'Rosa Pérez' });
    const sent = vi.fn();
    const onSaved = vi.fn();
    renderWithSession(<BillingDefaultForm user={user} onSaved={onSaved} />, {
      user,
      mocks: [
        {
          request: { query: UpdateProfileDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent(variables);
            return {
              data: {
                updateProfile: {
                  __typename: 'ProfileUpdate',
                  user: { ...user, __typename: 'User', billingTaxId: '2345678990101', billingName: 'Rosa Pérez' },
                  changedFields: ['billingTaxId'],
                  message: 'Perfil actualizado exitosamente',
                },
              },
            };
          },
        },
      ],
    });
    const nit = screen.getByRole('textbox', { name: 'NIT' });
    const save = screen.getByRole('button', { name: 'Guardar datos de facturación' });
    expect(nit).toHaveValue('576937-K');
    expect(screen.getByRole('textbox', { name: 'Nombre para la factura' })).toHaveValue('Rosa Pérez');
    expect(save).toBeDisabled();

    fireEvent.change(nit, { target: { value: '576937-5' } });
    expect(screen.getByText(TAX_ID_MESSAGES.invalidNit)).toBeInTheDocument();
    expect(save).toBeDisabled();

    fireEvent.change(nit, { target: { value: '2345678990101' } });
    await userEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toHaveBeenCalledWith({ input: { billingTaxId: '2345678990101', billingName: 'Rosa Pérez' } });
    expect(nit).toHaveValue('2345 67899 0101');
  });
});
