import { STORAGE_KEYS, TAX_ID_MESSAGES } from '@gym/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '../../test/LocationProbe';
import { graphqlError, renderWithSession } from '../../test/session-testing';
import {
  PosConfirmTransferDocument,
  PosDayDocument,
  PosPendingTransfersDocument,
  PosProductsDocument,
  PosSellCashDocument,
  PosSellTransferDocument,
} from './pos.generated';
import { CurrentCashSessionDocument } from '../cash-drawer/cash-drawer.generated';
import PosPage from './PosPage';

const product = (id: string, name: string, sku: string, price: number, stockQuantity = 10) => ({
  __typename: 'LocalSaleProduct' as const,
  id,
  name,
  sku,
  price,
  stockQuantity,
});
const WHEY = product('p-1', 'Whey 2 lb', 'PRO-ON-GS2', 365);
const CREATINE = product('p-2', 'Creatina 300 g', 'CRE-ON-300', 199.99);
const SHAKER = product('p-3', 'Shaker', 'ACC-SHK', 45);

const tally = (count = 0, amount = 0) => ({ __typename: 'LocalSaleTally', count, amount });
const DAY = {
  localSalesDailyReport: {
    __typename: 'LocalSaleDailyReport',
    date: '2026-11-26',
    totalSales: 4,
    totalAmount: 1520.5,
    itemsSold: 9,
    byMethod: { __typename: 'LocalSaleMethods', cash: tally(3, 1200.5), transfer: tally(1, 320) },
    pendingTransfers: tally(1, 320),
  },
  myLocalSalesStats: {
    __typename: 'LocalSaleMyStats',
    date: '2026-11-26',
    today: { __typename: 'LocalSaleFigures', totalSales: 2, totalAmount: 600, itemsSold: 3 },
  },
};
const PENDING = {
  pendingLocalSaleTransfers: {
    __typename: 'PendingLocalSales',
    total: 1,
    totalAmount: 320,
    sales: [
      {
        __typename: 'LocalSale',
        id: 's-9',
        saleNumber: 'VL-261126-0003',
        totalAmount: 320,
        transferReference: 'BI-1234',
        createdAt: '2026-11-26T16:00:00.000Z',
        customer: { __typename: 'LocalSaleCustomer', name: 'Cliente local' },
        employee: { __typename: 'LocalSaleEmployee', id: 'u-1', name: 'Ana Castillo' },
      },
    ],
  },
};

const search = (q: string, products: ReturnType<typeof product>[]) => ({
  request: { query: PosProductsDocument, variables: { q } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { localSaleProducts: products } },
});
const always = (query: unknown, data: unknown) => ({
  request: { query, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data },
});

const OPEN_DRAWER = {
  __typename: 'CashSession',
  id: 'cs-1',
  userId: 'u-1',
  clerkName: 'Ana Castillo',
  status: 'open',
  statusLabel: 'Abierta',
  openedAt: '2026-11-26T14:05:00.000Z',
  openingFloat: 200,
  openedAutomatically: false,
  closedAt: null,
  cashIn: 50,
  cashOut: 0,
  movementCount: 1,
  expected: 250,
  counted: null,
  difference: null,
  differenceReason: null,
  closeNotes: null,
};

function renderPos(extra: object[] = []) {
  return renderWithSession(
    <Routes>
      <Route path="/dashboard/pos" element={<PosPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    {
      route: '/dashboard/pos',
      mocks: [
        search('PRO-ON-GS2', [WHEY]),
        search('CRE-ON-300', [CREATINE]),
        search('sha', [SHAKER, product('p-4', 'Shaker grande', 'ACC-SHK-XL', 65)]),
        always(PosDayDocument, DAY),
        always(PosPendingTransfersDocument, PENDING),
        always(CurrentCashSessionDocument, { currentCashSession: OPEN_DRAWER }),
        ...extra,
      ] as never,
    },
  );
}

const searchBox = () => screen.getByRole('combobox', { name: /Buscar producto/ });
const type = (text: string) => fireEvent.change(searchBox(), { target: { value: text } });
const press = (key: string, target: Element = searchBox()) => fireEvent.keyDown(target, { key });
const ticket = () => screen.getByRole('region', { name: 'Ticket' });

afterEach(() => sessionStorage.clear());

describe('the point of sale', () => {
  it('adds by scanned SKU and by arrow keys, charges cash with the change and opens the receipt', async () => {
    const sold = vi.fn();
    renderPos([
      {
        request: {
          query: PosSellCashDocument,
          variables: (vars: Record<string, unknown>) => {
            sold(vars);
            return true;
          },
        },
        result: {
          data: {
            sellCash: {
              __typename: 'LocalSaleResult',
              message: 'Venta en efectivo registrada',
              sale: {
                __typename: 'LocalSale',
                id: 's-1',
                saleNumber: 'VL-261126-0004',
                saleDate: '2026-11-26',
                status: 'completed',
                statusLabel: 'Completada',
                paymentMethod: 'cash',
                subtotal: 1040.17,
                taxAmount: 124.82,
                totalAmount: 1164.99,
                cashReceived: 1200,
                change: 35.01,
                transferReference: null,
                createdAt: '2026-11-26T17:00:00.000Z',
                itemsCount: 5,
                customer: { __typename: 'LocalSaleCustomer', name: 'Cliente local', isLocal: true },
                employee: { __typename: 'LocalSaleEmployee', id: 'u-1', name: 'Ana Castillo' },
                items: [],
              },
            },
          },
        },
      },
    ]);
    expect(searchBox()).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Atajos de teclado' })).toHaveTextContent('F2');

    // A scanner: the SKU and Enter at once, before any search answered.
    type('PRO-ON-GS2');
    press('Enter');
    await within(ticket()).findByText('Whey 2 lb');
    expect(searchBox()).toHaveValue('');
    press('+');
    press('+');
    expect(within(ticket()).getByLabelText('Cantidad de Whey 2 lb')).toHaveTextContent('3');

    type('CRE-ON-300');
    press('Enter');
    await within(ticket()).findByText('Creatina 300 g');

    // Typing a name: the results list, ↓ chooses the second, Enter adds it.
    type('sha');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    press('ArrowDown');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    press('Enter');
    await within(ticket()).findByText('Shaker grande');
    // 3 x 365 + 199.99 + 65 = 1359.99, VAT included.
    expect(within(ticket()).getByLabelText('Total')).toHaveTextContent('Q 1,359.99');
    fireEvent.click(within(ticket()).getByRole('button', { name: 'Restar una unidad de Whey 2 lb' }));
    expect(within(ticket()).getByLabelText('Total')).toHaveTextContent('Q 994.99');
    // + on the empty box adds to the last line (the shaker), then the line goes away.
    press('+');
    expect(within(ticket()).getByLabelText('Cantidad de Shaker grande')).toHaveTextContent('2');
    fireEvent.click(within(ticket()).getByRole('button', { name: 'Quitar Shaker grande' }));
    expect(within(ticket()).getByLabelText('Total')).toHaveTextContent('Q 929.99');

    // F2: the cursor is in the cash received before the next key (digits typed at once never
    // land in the search box); the change is live.
    press('F2', document.body);
    const cash = screen.getByRole('spinbutton', { name: 'Efectivo recibido' });
    expect(cash).toHaveFocus();
    fireEvent.change(cash, { target: { value: '900' } });
    expect(screen.getByText('El efectivo recibido es menor al total de la venta')).toBeInTheDocument();
    fireEvent.change(cash, { target: { value: '1000' } });
    expect(screen.getByText('Cambio: Q 70.01')).toBeInTheDocument();
    press('Enter', cash);

    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent('/dashboard/pos/receipt/s-1'));
    expect(sold).toHaveBeenCalledWith({
      input: {
        items: [
          { productId: 'p-1', quantity: 2 },
          { productId: 'p-2', quantity: 1 },
        ],
        customerName: null,
        billing: null,
        cashReceived: 1000,
      },
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.posTicket)).toBeNull();
  }, 20_000);

  it('keeps the ticket on a refusal and across a reload', async () => {
    const refused = {
      request: { query: PosSellCashDocument, variables: () => true },
      result: graphqlError('Stock insuficiente para Whey 2 lb: solo hay 1 disponible(s)', 409, 'CONFLICT'),
    };
    const first = renderPos([refused]);
    type('PRO-ON-GS2');
    press('Enter');
    await within(ticket()).findByText('Whey 2 lb');
    press('+');
    press('F2', document.body);
    const cash = await screen.findByRole('spinbutton', { name: 'Efectivo recibido' });
    press('Enter', cash);
    expect(await screen.findByText('Stock insuficiente para Whey 2 lb: solo hay 1 disponible(s)')).toBeInTheDocument();
    expect(within(ticket()).getByLabelText('Cantidad de Whey 2 lb')).toHaveTextContent('2');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.posTicket) ?? '[]')).toMatchObject([
      { productId: 'p-1', quantity: 2 },
    ]);

    // A reload: the same ticket comes back from sessionStorage.
    first.unmount();
    renderPos();
    expect(within(ticket()).getByText('Whey 2 lb')).toBeInTheDocument();
    expect(within(ticket()).getByLabelText('Total')).toHaveTextContent('Q 730.00');
  }, 20_000);

  it("'Vaciar ticket' empties it and 'Deshacer' in the toast puts the same lines back", async () => {
    renderPos();
    type('PRO-ON-GS2');
    press('Enter');
    await within(ticket()).findByText('Whey 2 lb');
    press('+');
    fireEvent.click(within(ticket()).getByRole('button', { name: 'Vaciar ticket' }));
    expect(within(ticket()).queryByText('Whey 2 lb')).not.toBeInTheDocument();
    expect(await screen.findByText('Ticket vaciado: 1 línea quitada')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await within(ticket()).findByText('Whey 2 lb')).toBeInTheDocument();
    expect(within(ticket()).getByLabelText('Cantidad de Whey 2 lb')).toHaveTextContent('2');
    expect(within(ticket()).getByLabelText('Total')).toHaveTextContent('Q 730.00');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.posTicket) ?? '[]')).toMatchObject([
      { productId: 'p-1', quantity: 2 },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument());
  }, 20_000);

  it('F4 sells by transfer with its reference, pending until confirmed', async () => {
    const sold = vi.fn();
    renderPos([
      {
        request: {
          query: PosSellTransferDocument,
          variables: (vars: Record<string, unknown>) => {
            sold(vars);
            return true;
          },
        },
        result: {
          data: {
            sellTransfer: {
              __typename: 'LocalSaleResult',
              message: 'Venta por transferencia registrada: pendiente de confirmar',
              sale: {
                __typename: 'LocalSale',
                id: 's-2',
                saleNumber: 'VL-261126-0005',
                saleDate: '2026-11-26',
                status: 'pending',
                statusLabel: 'Pendiente',
                paymentMethod: 'transfer',
                subtotal: 325.89,
                taxAmount: 39.11,
                totalAmount: 365,
                cashReceived: null,
                change: null,
                transferReference: 'BI-5566',
                createdAt: '2026-11-26T17:00:00.000Z',
                itemsCount: 1,
                customer: { __typename: 'LocalSaleCustomer', name: 'Rosa', isLocal: false },
                employee: { __typename: 'LocalSaleEmployee', id: 'u-1', name: 'Ana Castillo' },
                items: [],
              },
            },
          },
        },
      },
    ]);
    type('PRO-ON-GS2');
    press('Enter');
    await within(ticket()).findByText('Whey 2 lb');
    press('F4', document.body);
    const reference = await screen.findByRole('textbox', { name: 'Referencia o número de boleta' });
    await waitFor(() => expect(reference).toHaveFocus());
    // Said once, under the reference.
    expect(screen.getAllByText('La venta queda pendiente hasta confirmar la transferencia')).toHaveLength(1);
    fireEvent.change(reference, { target: { value: 'BI-5566' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Cliente (opcional)' }), { target: { value: 'Rosa' } });
    // The invoice's NIT before charging: a wrong check digit is said at once and nothing is charged.
    const nit = screen.getByRole('textbox', { name: 'NIT' });
    fireEvent.change(nit, { target: { value: '576937-5' } });
    expect(screen.getByText(TAX_ID_MESSAGES.invalidNit)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cobrar/ })).toBeDisabled();
    press('Enter', reference);
    expect(sold).not.toHaveBeenCalled();
    fireEvent.change(nit, { target: { value: '576937-K' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre para la factura' }), {
      target: { value: 'Rosa Pérez' },
    });
    press('Enter', reference);
    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent('/dashboard/pos/receipt/s-2'));
    expect(sold).toHaveBeenCalledWith({
      input: {
        items: [{ productId: 'p-1', quantity: 1 }],
        customerName: 'Rosa',
        billing: { taxId: '576937-K', name: 'Rosa Pérez' },
        transferReference: 'BI-5566',
      },
    });
  }, 20_000);

  it('shows the day figures and the pending transfers with their Confirmar', async () => {
    const confirmed = vi.fn();
    renderPos([
      {
        request: {
          query: PosConfirmTransferDocument,
          variables: (vars: Record<string, unknown>) => {
            confirmed(vars);
            return true;
          },
        },
        result: {
          data: {
            confirmLocalSaleTransfer: {
              __typename: 'LocalSaleResult',
              message: 'Transferencia confirmada',
              sale: { __typename: 'LocalSale', id: 's-9', status: 'completed', statusLabel: 'Completada' },
            },
          },
        },
      },
    ]);
    const drawer = screen.getByRole('region', { name: 'Caja' });
    expect(await within(drawer).findByText('Esperado: Q 250.00')).toBeInTheDocument();
    expect(within(drawer).getByText('Caja abierta desde 26/11/2026 08:05')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Cerrar caja' })).toBeInTheDocument();
    const day = screen.getByRole('region', { name: 'Cifras del día' });
    expect(await within(day).findByText('Q 1,520.50')).toBeInTheDocument();
    expect(within(day).getByText('2 · Q 600.00')).toBeInTheDocument();
    const pending = screen.getByRole('region', { name: 'Transferencias pendientes' });
    expect(
      await within(pending).findByRole('button', { name: 'Confirmar la transferencia de VL-261126-0003' }),
    ).toBeInTheDocument();
    fireEvent.click(within(pending).getByRole('button', { name: 'Confirmar la transferencia de VL-261126-0003' }));
    expect(await screen.findByText('Transferencia confirmada')).toBeInTheDocument();
    expect(confirmed).toHaveBeenCalledWith({ id: 's-9' });
    await act(async () => undefined);
  }, 20_000);
});
