import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EXPENSE_MESSAGES } from '@gym/domain';
import {
  ApproveExpenseDocument,
  CreateExpenseDocument,
  ExpenseDetailDocument,
  ExpenseFiguresDocument,
  ExpensesListDocument,
  RejectExpenseDocument,
  type ExpenseRowFragment,
} from './expenses.generated';
import { graphqlError, makeUser, renderWithSession } from '../../test/session-testing';
import ExpensesPage from './ExpensesPage';

type Row = ExpenseRowFragment & { __typename: 'Expense' };

function row(id: string, title: string, overrides: Partial<ExpenseRowFragment> = {}): Row {
  return {
    __typename: 'Expense',
    id,
    title,
    description: null,
    amount: 1250.5,
    category: 'equipment_maintenance',
    categoryLabel: 'Mantenimiento de equipo',
    vendor: 'Taller Ruiz',
    invoiceNumber: 'F-88',
    expenseDate: '2026-11-20',
    paymentMethod: 'transfer',
    notes: null,
    isRecurring: false,
    recurringFrequency: null,
    recurringEndDate: null,
    parentId: null,
    status: 'pending',
    statusLabel: 'Pendiente',
    reason: null,
    createdBy: { __typename: 'ExpensePerson', id: 'admin-1', name: 'Alma Admin' },
    ...overrides,
  } as Row;
}

const admin = makeUser({ id: 'admin-1', role: 'admin', fullName: 'Alma Admin' });
const REPAIR = row('e-1', 'Reparación caminadora');
const RENT = row('e-2', 'Alquiler noviembre', {
  amount: 6000,
  category: 'rent',
  categoryLabel: 'Alquiler',
  status: 'approved',
  statusLabel: 'Aprobado',
  vendor: null,
});

const figuresMock = {
  request: { query: ExpenseFiguresDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      expenseSummary: {
        __typename: 'ExpenseSummary',
        totalExpenses: 3,
        totalAmount: 7450.25,
        averageAmount: 2483.42,
        pendingApproval: { __typename: 'ExpenseStatusFigure', status: 'pending', count: 2, amount: 1330.5 },
      },
      expenseBreakdown: [],
      expenseTopVendors: [],
    },
  },
};

function listMock(rowsNow: Row[] | (() => Row[]), seen: (filter: Record<string, unknown>) => void = () => undefined) {
  return {
    request: { query: ExpensesListDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Record<string, unknown>) => {
      const filter = variables.filter as Record<string, unknown>;
      seen(filter);
      const rows = typeof rowsNow === 'function' ? rowsNow() : rowsNow;
      return {
        data: {
          expenses: {
            __typename: 'ExpensePage',
            expenses: rows,
            pagination: { __typename: 'Pagination', total: rows.length, page: 1, pages: 1, limit: 20 },
          },
        },
      };
    },
  };
}

function detailMock(expense: Row) {
  return {
    request: { query: ExpenseDetailDocument, variables: { id: expense.id } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        expense: {
          __typename: 'ExpenseDetail',
          expense: { ...expense, decidedAt: null, decidedBy: null, createdAt: '2026-11-20T15:00:00.000Z' },
          auditTrail: [
            {
              __typename: 'AuditEvent',
              id: 'a-1',
              action: 'create',
              fromStatus: null,
              toStatus: 'pending',
              reason: null,
              createdAt: '2026-11-20T15:00:00.000Z',
              actor: { __typename: 'AuditActor', id: 'admin-1', name: 'Alma Admin' },
            },
          ],
        },
      },
    },
  };
}

function mutationMock(query: unknown, seen: (variables: Record<string, unknown>) => void, result: unknown) {
  return {
    request: { query, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Record<string, unknown>) => {
      seen(variables);
      return result;
    },
  } as never;
}

const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('ExpensesPage', { timeout: 30_000 }, () => {
  it("shows this month's figures and sends the URL's filters to the server", async () => {
    const seen = vi.fn();
    renderWithSession(<ExpensesPage />, {
      user: admin,
      route: '/dashboard/expenses?status=pending&category=equipment_maintenance&search=caminadora',
      mocks: [figuresMock, listMock([REPAIR], seen)],
    });
    expect(await screen.findByText('Reparación caminadora')).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Cifras del mes' });
    expect(within(figures).getByLabelText('Gastado este mes')).toHaveTextContent('Q 7,450.25');
    expect(within(figures).getByLabelText('Pendientes de aprobación')).toHaveTextContent('2 · Q 1,330.50');
    expect(seen).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'pending', category: 'equipment_maintenance', search: 'caminadora', page: 1 }),
    );
    expect(within(screen.getByRole('grid')).getByText('Q 1,250.50')).toBeInTheDocument();
  });

  it('opens the form with N, shows the validator messages, and keeps the typed values when the server refuses', async () => {
    const sent = vi.fn();
    renderWithSession(<ExpensesPage />, {
      user: admin,
      route: '/dashboard/expenses',
      mocks: [
        figuresMock,
        listMock([RENT]),
        mutationMock(CreateExpenseDocument, sent, graphqlError(EXPENSE_MESSAGES.validationCreate, 400)),
      ],
    });
    await screen.findByText('Alquiler noviembre');
    fireEvent.keyDown(window, { key: 'n' });
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo gasto' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar gasto' }));
    expect(await within(dialog).findByText(EXPENSE_MESSAGES.titleRequiredOnCreate)).toBeInTheDocument();
    expect(within(dialog).getByText(EXPENSE_MESSAGES.amountInvalidOnCreate)).toBeInTheDocument();
    expect(within(dialog).getByText(EXPENSE_MESSAGES.categoryRequiredOnCreate)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();

    fill(within(dialog).getByLabelText(/Título/), 'Agua pura');
    fill(within(dialog).getByLabelText(/Monto/), '-3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar gasto' }));
    expect(await within(dialog).findByText(EXPENSE_MESSAGES.amountPositive)).toBeInTheDocument();

    fill(within(dialog).getByLabelText(/Monto/), '45.5');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Categoría/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Servicios Públicos' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar gasto' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith(
        expect.objectContaining({
          input: expect.objectContaining({
            title: 'Agua pura',
            amount: 45.5,
            category: 'utilities',
            isRecurring: false,
          }),
        }),
      ),
    );
    expect(await within(dialog).findByText(EXPENSE_MESSAGES.validationCreate)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Título/)).toHaveValue('Agua pura');
  });

  it('approves from the drawer with A and Enter, and says so when someone approved it first', async () => {
    const sent = vi.fn();
    renderWithSession(<ExpensesPage />, {
      user: admin,
      route: '/dashboard/expenses?id=e-1',
      mocks: [
        figuresMock,
        listMock([REPAIR]),
        detailMock(REPAIR),
        mutationMock(ApproveExpenseDocument, sent, graphqlError(EXPENSE_MESSAGES.alreadyDone.approve, 409, 'CONFLICT')),
      ],
    });
    const drawer = await screen.findByRole('dialog', { name: 'Detalle del gasto' });
    expect(await within(drawer).findByText('Registrado: — → Pendiente')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Aprobar' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'a' });
    const confirm = await screen.findByRole('dialog', { name: '¿Aprobar «Reparación caminadora»?' });
    expect(within(confirm).getByRole('button', { name: 'Aprobar' })).toHaveFocus();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ id: 'e-1' }));
    expect(await within(confirm).findByText('Este gasto ya fue aprobado')).toBeInTheDocument();
  });

  it("offers only the shortcuts of the expense's status: once approved, no longer 'A aprobar'", async () => {
    const APPROVED = { ...REPAIR, status: 'approved', statusLabel: 'Aprobado' };
    let approved = false;
    const pendingDetail = detailMock(REPAIR);
    const approvedDetail = detailMock(APPROVED);
    renderWithSession(<ExpensesPage />, {
      user: admin,
      route: '/dashboard/expenses?id=e-1',
      mocks: [
        figuresMock,
        // The list is read again after the approval too; it shares the cache entry with the drawer.
        listMock(() => [approved ? APPROVED : REPAIR]),
        { ...pendingDetail, result: () => (approved ? approvedDetail.result : pendingDetail.result) },
        mutationMock(ApproveExpenseDocument, () => (approved = true), {
          data: {
            approveExpense: {
              __typename: 'ExpenseResult',
              message: EXPENSE_MESSAGES.approved,
              expense: APPROVED,
            },
          },
        }),
      ],
    });
    const drawer = await screen.findByRole('dialog', { name: 'Detalle del gasto' });
    expect(await within(drawer).findByText('Atajos: A aprobar · R rechazar · E editar')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Aprobar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Aprobar «Reparación caminadora»?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText(EXPENSE_MESSAGES.approved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /¿Aprobar/ })).not.toBeInTheDocument());
    // The drawer reads the expense again: approved, its keys are those of an approved expense.
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
    // The button leaves while the expense is read again; the approved one then shows.
    expect(await within(drawer).findByText('Aprobado', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Cancelar gasto' })).toBeInTheDocument();
    expect(within(drawer).queryByText(/A aprobar/)).not.toBeInTheDocument();
    expect(within(drawer).queryByText(/Atajos/)).not.toBeInTheDocument();
  });

  it('asks for the reason of a rejection and sends it', async () => {
    const sent = vi.fn();
    renderWithSession(<ExpensesPage />, {
      user: admin,
      route: '/dashboard/expenses?id=e-1',
      mocks: [
        figuresMock,
        listMock([REPAIR]),
        detailMock(REPAIR),
        mutationMock(RejectExpenseDocument, sent, {
          data: {
            rejectExpense: {
              __typename: 'ExpenseResult',
              message: EXPENSE_MESSAGES.rejected,
              expense: { ...REPAIR, status: 'rejected', statusLabel: 'Rechazado', reason: 'Sin presupuesto' },
            },
          },
        }),
      ],
    });
    const drawer = await screen.findByRole('dialog', { name: 'Detalle del gasto' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar «Reparación caminadora»' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText(EXPENSE_MESSAGES.rejectNeedsReason)).toBeInTheDocument();
    fill(within(dialog).getByLabelText(/Motivo/), 'Sin presupuesto');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ id: 'e-1', reason: 'Sin presupuesto' }));
    expect(await screen.findByText(EXPENSE_MESSAGES.rejected)).toBeInTheDocument();
  });
});
