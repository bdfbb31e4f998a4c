import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TAX_ID_MESSAGES } from '@gym/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '../../test/session-testing';
import { TaxpayerNameDocument } from './billing.generated';
import {
  BillingFields,
  billingFromProfile,
  billingInput,
  billingProblem,
  EMPTY_BILLING,
  type BillingValue,
} from './BillingFields';

function Harness({
  total,
  initial = EMPTY_BILLING,
  lookupName,
}: {
  total: number;
  initial?: BillingValue;
  lookupName?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <BillingFields value={value} onChange={setValue} total={total} lookupName={lookupName} />
      <output data-testid="sent">{JSON.stringify(billingInput(value))}</output>
    </>
  );
}

const nit = () => screen.getByRole('textbox', { name: 'NIT' });

describe('BillingFields', () => {
  it('shows the check-digit error as the NIT is typed, and asks the name once it is right', async () => {
    const user = userEvent.setup();
    render(<Harness total={150} />);
    expect(nit()).toHaveAttribute('placeholder', 'CF');
    expect(screen.queryByRole('textbox', { name: 'Nombre para la factura' })).not.toBeInTheDocument();

    await user.type(nit(), '1234567-8');
    expect(screen.getByText(TAX_ID_MESSAGES.invalidNit)).toBeInTheDocument();
    expect(nit()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(nit());
    await user.type(nit(), '576937-k');
    expect(screen.queryByText(TAX_ID_MESSAGES.invalidNit)).not.toBeInTheDocument();
    // Tab goes from the NIT to 'CF' and on to the name.
    await user.tab();
    expect(screen.getByRole('button', { name: 'CF' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Nombre para la factura' })).toHaveFocus();
    await user.keyboard('Gimnasio del Valle');
    expect(screen.getByTestId('sent')).toHaveTextContent(
      JSON.stringify({ taxId: '576937-k', name: 'Gimnasio del Valle' }),
    );

    await user.click(screen.getByRole('button', { name: 'CF' }));
    expect(nit()).toHaveValue('CF');
    expect(screen.queryByRole('textbox', { name: 'Nombre para la factura' })).not.toBeInTheDocument();
  });

  it('refuses CF at Q 2,500.00, typed or left blank, and offers no CF button', async () => {
    const user = userEvent.setup();
    render(<Harness total={2500} />);
    expect(screen.getByText(TAX_ID_MESSAGES.cfNotAllowed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CF' })).toBeDisabled();
    await user.type(nit(), 'cf');
    expect(screen.getByText(TAX_ID_MESSAGES.cfNotAllowed)).toBeInTheDocument();
    await user.clear(nit());
    await user.type(nit(), '2345678990101');
    expect(screen.queryByText(TAX_ID_MESSAGES.cfNotAllowed)).not.toBeInTheDocument();
    expect(billingProblem({ taxId: '', name: '' }, 2499.99)).toBeNull();
  });

  it("starts from the member's default NIT and name", () => {
    render(
      <Harness total={300} initial={billingFromProfile({ billingTaxId: '576937K', billingName: 'Rosa Pérez' })} />,
    );
    expect(nit()).toHaveValue('576937-K');
    expect(screen.getByRole('textbox', { name: 'Nombre para la factura' })).toHaveValue('Rosa Pérez');
  });
});

describe('BillingFields with the NIT service', () => {
  it("fills 'Nombre para la factura' with the name the certifier has for a valid NIT", async () => {
    const asked = vi.fn();
    renderWithSession(<Harness total={150} lookupName />, {
      mocks: [
        {
          request: { query: TaxpayerNameDocument, variables: { nit: '576937K' } },
          result: () => {
            asked();
            return { data: { taxpayerName: 'GIMNASIO DEL VALLE, SOCIEDAD ANONIMA' } };
          },
        },
      ],
    });
    fireEvent.change(nit(), { target: { value: '576937-k' } });
    expect(await screen.findByDisplayValue('GIMNASIO DEL VALLE, SOCIEDAD ANONIMA')).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
