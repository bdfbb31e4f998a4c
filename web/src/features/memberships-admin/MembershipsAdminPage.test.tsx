import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, businessDate, formatBusinessDate, FREEZE_MESSAGES, MEMBERSHIP_MESSAGES } from '@gym/domain';
import {
  AdminMembershipDetailDocument,
  AdminMembershipsDocument,
  AdminMembershipStatsDocument,
  CancelMembershipAdminDocument,
  DeskClientMembershipsDocument,
  DeskClientsDocument,
  DeleteMembershipAdminDocument,
  DeskMembershipPlansDocument,
  ExpireMembershipsNowAdminDocument,
  ExpiringMembershipsListDocument,
  FreezeMembershipAdminDocument,
  RenewMembershipAdminDocument,
  SellMembershipAtDeskAdminDocument,
  type AdminMembershipRowFragment,
} from './memberships-admin.generated';
import { graphqlError, makeUser, renderWithSession } from '../../test/session-testing';
import MembershipsAdminPage from './MembershipsAdminPage';

type Row = AdminMembershipRowFragment & { __typename: 'Membership' };

function row(id: string, name: string, overrides: Partial<AdminMembershipRowFragment> = {}): Row {
  return {
    __typename: 'Membership',
    id,
    status: 'active',
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    price: 250,
    daysLeft: 12,
    isExpiringSoon: false,
    planId: 'p-monthly',
    planName: 'Mensual',
    notes: null,
    cancelReason: null,
    createdAt: '2026-03-01T15:00:00.000Z',
    reservedSlots: [{ __typename: 'ScheduleSlot', slotId: 4, day: 'tuesday', timeRange: '06:00 - 08:00' }],
    plan: { __typename: 'MembershipPlan', id: 'p-monthly', name: 'Mensual', price: 250, durationType: 'monthly' },
    user: {
      __typename: 'User',
      id: `u-${id}`,
      fullName: name,
      email: `${id}@example.com`,
      phone: null,
      billingTaxId: null,
      billingName: null,
    },
    ...overrides,
  } as Row;
}

const admin = makeUser({ id: 'admin-1', role: 'admin', fullName: 'Alma Admin' });
const LUIS = row('m-1', 'Luis Pérez');
const MARTA = row('m-2', 'Marta Gómez', { status: 'pending' });

const statsMock = {
  request: { query: AdminMembershipStatsDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      membershipStats: {
        __typename: 'MembershipStats',
        total: 45,
        active: 30,
        pending: 5,
        expired: 6,
        cancelled: 4,
        suspended: 0,
        expiringSoon: 3,
        renewalRate: 62.5,
      },
    },
  },
};

function listMock(rows: Row[], total: number, seen: (filter: Record<string, unknown>) => void = () => undefined) {
  return {
    request: { query: AdminMembershipsDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Record<string, unknown>) => {
      const filter = variables.filter as Record<string, unknown>;
      seen(filter);
      return {
        data: {
          adminMemberships: {
            __typename: 'MembershipPage',
            memberships: rows,
            pagination: {
              __typename: 'Pagination',
              total,
              page: filter.page,
              pages: Math.ceil(total / 20),
              limit: filter.limit,
            },
          },
        },
      };
    },
  };
}

const detailMock = {
  request: { query: AdminMembershipDetailDocument, variables: { id: 'm-1' } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      adminMembership: {
        __typename: 'MembershipDetail',
        membership: LUIS,
        payments: [
          {
            __typename: 'Payment',
            id: 'pay-1',
            amount: 250,
            method: 'cash',
            status: 'completed',
            concept: 'Membresía Mensual',
            paymentDate: '2026-03-01T15:00:00.000Z',
            createdAt: '2026-03-01T15:00:00.000Z',
          },
        ],
        history: [
          {
            __typename: 'AuditEvent',
            id: 'a-1',
            action: 'update',
            fromStatus: 'active',
            toStatus: 'suspended',
            reason: 'Lesión de rodilla',
            createdAt: '2026-03-05T16:30:00.000Z',
            actor: { __typename: 'AuditActor', id: 'col-1', name: 'Cora Colab', role: 'colaborador' },
          },
        ],
      },
    },
  },
};

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

/** Sets a field's value in one event: typing key by key is slow in jsdom and adds nothing here. */
function fill(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

async function openDetailOfLuis() {
  fireEvent.click(await screen.findByText('Luis Pérez'));
  return screen.findByRole('dialog', { name: 'Detalle de la membresía' });
}

// DataGrid pages render slowly in jsdom on a busy machine.
describe('MembershipsAdminPage', { timeout: 30_000 }, () => {
  it('loads the figures and the first page, and asks the server for the next one', async () => {
    const seen = vi.fn();
    renderWithSession(<MembershipsAdminPage />, {
      user: admin,
      route: '/dashboard/memberships',
      mocks: [statsMock, listMock([LUIS, MARTA], 45, seen)],
    });
    expect(await screen.findByText('Luis Pérez')).toBeInTheDocument();
    const grid = screen.getByRole('grid');
    expect(within(grid).getByText('Activa')).toBeInTheDocument();
    expect(within(grid).getByText('En validación')).toBeInTheDocument();
    expect(within(grid).getAllByText('31/03/2026').length).toBeGreaterThan(0);
    const stats = screen.getByRole('region', { name: 'Cifras de membresías' });
    expect(within(stats).getByLabelText('Activas')).toHaveTextContent('30');
    expect(within(stats).getByLabelText('Renovación')).toHaveTextContent('62.5 %');
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, limit: 20 }));

    fireEvent.click(screen.getByRole('button', { name: /página siguiente/i }));
    await waitFor(() => expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, limit: 20 })));
  });

  it('sends the filters of the URL and sorts on the server', async () => {
    const seen = vi.fn();
    renderWithSession(<MembershipsAdminPage />, {
      user: admin,
      route: '/dashboard/memberships?status=pending&type=monthly&from=2026-03-01&q=marta',
      mocks: [statsMock, listMock([MARTA], 1, seen)],
    });
    expect(await screen.findByText('Marta Gómez')).toBeInTheDocument();
    expect(seen).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'pending', type: 'monthly', startDate: '2026-03-01', search: 'marta' }),
    );
    expect(screen.getByLabelText('Buscar por cliente o correo')).toHaveValue('marta');
    fireEvent.click(screen.getByRole('columnheader', { name: /Fin/ }));
    await waitFor(() =>
      expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ sortBy: 'endDate', sortOrder: 'asc' })),
    );
  });

  it('lists the ones expiring within 7 days on the Por vencer tab', async () => {
    const seen = vi.fn();
    renderWithSession(<MembershipsAdminPage />, {
      user: admin,
      route: '/dashboard/memberships',
      mocks: [
        statsMock,
        listMock([LUIS], 1),
        {
          request: { query: ExpiringMembershipsListDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: (variables: Record<string, unknown>) => {
            seen(variables);
            return {
              data: {
                expiringMemberships: {
                  __typename: 'MembershipPage',
                  memberships: [MARTA],
                  pagination: { __typename: 'Pagination', total: 1, page: 1, pages: 1, limit: 20 },
                },
              },
            };
          },
        },
      ],
    });
    await screen.findByText('Luis Pérez');
    fireEvent.click(screen.getByRole('tab', { name: 'Por vencer' }));
    expect(await screen.findByText('Marta Gómez')).toBeInTheDocument();
    expect(seen).toHaveBeenCalledWith({ days: 7, page: 1, limit: 20 });
    expect(screen.getByLabelText('Días')).toHaveValue(7);
  });

  it('opens the detail with Enter on a row and shows its payments and audit history', async () => {
    renderWithSession(<MembershipsAdminPage />, {
      user: admin,
      route: '/dashboard/memberships',
      mocks: [statsMock, listMock([LUIS], 1), detailMock],
    });
    const cell = (await screen.findByText('Luis Pérez')).closest('[role="gridcell"]')!;
    fireEvent.keyDown(cell, { key: 'Enter' });
    const drawer = await screen.findByRole('dialog', { name: 'Detalle de la membresía' });
    const payments = await within(drawer).findByRole('region', { name: 'Pagos' });
    expect(within(payments).getByText('Q 250.00 · Efectivo')).toBeInTheDocument();
    expect(within(payments).getByText('Completado')).toBeInTheDocument();
    const history = within(drawer).getByRole('region', { name: 'Historial' });
    expect(within(history).getByText('Editada: Activa → Suspendida')).toBeInTheDocument();
    expect(within(history).getByText('Cora Colab · 05/03/2026 10:30 — Lesión de rodilla')).toBeInTheDocument();
    expect(within(drawer).getByText('Martes 06:00 - 08:00')).toBeInTheDocument();
    // Luis has no phone: no WhatsApp link (the drawer's own test covers one with a phone).
    expect(within(drawer).queryByRole('link', { name: 'Escribir por WhatsApp' })).not.toBeInTheDocument();
  });

  it('renews with the typed input and keeps it when the server refuses', async () => {
    const sent = vi.fn();
    renderWithSession(<MembershipsAdminPage />, {
      user: admin,
      route: '/dashboard/memberships',
      mocks: [
        statsMock,
        listMock([LUIS], 1),
        detailMock,
        mutationMock(RenewMembershipAdminDocument, sent, graphqlError(MEMBERSHIP_MESSAGES.clientPendingExists, 400)),
      ],
    });
    const drawer = await openDetailOfLuis();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Renovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renovar la membresía de Luis Pérez' });
    expect(within(dialog).getByLabelText('Meses')).toHaveValue(1);
    expect(within(dialog).getByText('Precio del plan por los meses: Q 250.00')).toBeInTheDocument();
    fill(within(dialog).getByLabelText('Meses'), '3');
    fill(within(dialog).getByLabelText('Notas'), 'Paga por adelantado');
    fireEvent.keyDown(within(dialog).getByLabelText('Notas'), { key: 'Enter' });
    expect(await within(dialog).findByText(MEMBERSHIP_MESSAGES.clientPendingExists)).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({
      id: 'm-1',
      input: { months: 3, paymentMethod: 'cash', notes: 'Paga por adelantado', billing: null },
    });
    expect(within(dialog).getByLabelText('Meses')).toHaveValue(3);
    expect(within(dialog).getByLabelText('Notas')).toHaveValue('Paga por adelantado');
  });

  it('requires a reason to cancel, sends it, and keeps it when the server refuses', async () => {
    const sent = vi.fn();
    renderWithSession(<MembershipsAdminPage />, {
      user: admin,
      route: '/dashboard/memberships',
      mocks: [
        statsMock,
        listMock([LUIS], 1),
        detailMock,
        mutationMock(CancelMembershipAdminDocument, sent, graphqlError(MEMBERSHIP_MESSAGES.cannotCancelExpired, 400)),
      ],
    });
    const drawer = await openDetailOfLuis();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Cancelar membresía' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar la membresía de Luis Pérez' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar membresía' }));
    expect(await within(dialog).findByText(MEMBERSHIP_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();

    fill(within(dialog).getByLabelText(/Motivo/), 'Se muda de ciudad');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar membresía' }));
    expect(await within(dialog).findByText(MEMBERSHIP_MESSAGES.cannotCancelExpired)).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({ id: 'm-1', reason: 'Se muda de ciudad' });
    expect(within(dialog).getByLabelText(/Motivo/)).toHaveValue('Se muda de ciudad');
  });

  it('freezes with from, to and reason, showing the new end date, and keeps the form when the plan refuses', async () => {
    const today = businessDate();
    const endDate = addDays(today, 20);
    const running = row('m-1', 'Luis Pérez', { endDate, isFrozen: false, freeze: null });
    const sent = vi.fn();
    renderWithSession(<MembershipsAdminPage />, {
      user: admin,
      route: '/dashboard/memberships',
      mocks: [
        statsMock,
        listMock([running], 1),
        {
          ...detailMock,
          result: {
            data: { adminMembership: { ...detailMock.result.data.adminMembership, membership: running } },
          },
        },
        mutationMock(FreezeMembershipAdminDocument, sent, graphqlError(FREEZE_MESSAGES.capExceeded(7, 2), 400)),
      ],
    });
    const drawer = await openDetailOfLuis();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Congelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Congelar la membresía de Luis Pérez' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      `7 días congelados: la membresía vencerá el ${formatBusinessDate(addDays(endDate, 7))}`,
    );
    fill(within(dialog).getByLabelText(/Motivo/), 'Viaje');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Congelar' }));
    expect(
      await within(dialog).findByText('El plan permite 7 días de congelamiento por año; quedan 2'),
    ).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({
      id: 'm-1',
      input: { startDate: today, endDate: addDays(today, 6), reason: 'Viaje' },
    });
    expect(within(dialog).getByLabelText(/Motivo/)).toHaveValue('Viaje');
  });

  it('asks before Escape throws away a typed reason', async () => {
    renderWithSession(<MembershipsAdminPage />, {
      user: admin,
      route: '/dashboard/memberships',
      mocks: [statsMock, listMock([LUIS], 1), detailMock],
    });
    const events = userEvent.setup();
    const drawer = await openDetailOfLuis();
    await events.click(await within(drawer).findByRole('button', { name: 'Cancelar membresía' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar la membresía de Luis Pérez' });
    fill(within(dialog).getByLabelText(/Motivo/), 'Se muda');
    await events.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    await events.click(within(confirm).getByRole('button', { name: 'Seguir editando' }));
    expect(within(dialog).getByLabelText(/Motivo/)).toHaveValue('Se muda');
  });

  it('sells at the desk: finds the client, stops one with a pending membership, sells cash to another', async () => {
    const sold = vi.fn();
    const clients = [
      {
        __typename: 'User',
        id: 'u-marta',
        fullName: 'Marta Gómez',
        email: 'marta@example.com',
        phone: null,
        billingTaxId: null,
        billingName: null,
      },
      {
        __typename: 'User',
        id: 'u-luis',
        fullName: 'Luis Pérez',
        email: 'luis@example.com',
        phone: null,
        billingTaxId: null,
        billingName: null,
      },
    ];
    const held = (userId: string) =>
      userId === 'u-marta' ? [{ __typename: 'Membership', id: 'm-2', status: 'pending', endDate: '2999-01-01' }] : [];
    renderWithSession(<MembershipsAdminPage />, {
      user: admin,
      route: '/dashboard/memberships?action=new',
      mocks: [
        statsMock,
        listMock([LUIS], 1),
        {
          request: { query: DeskClientsDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: { data: { users: { __typename: 'UserPage', users: clients } } },
        },
        {
          request: { query: DeskClientMembershipsDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: (variables: Record<string, unknown>) => ({
            data: {
              adminMemberships: {
                __typename: 'MembershipPage',
                memberships: held((variables.filter as { userId: string }).userId),
              },
            },
          }),
        },
        {
          request: { query: DeskMembershipPlansDocument },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: {
            data: {
              membershipPlans: [
                { __typename: 'MembershipPlan', id: 'p-monthly', name: 'Mensual', price: 250, durationType: 'monthly' },
              ],
            },
          },
        },
        mutationMock(SellMembershipAtDeskAdminDocument, sold, {
          data: {
            sellMembershipAtDesk: {
              __typename: 'PurchaseResult',
              success: true,
              message: MEMBERSHIP_MESSAGES.purchasedAtDesk,
              membership: LUIS,
              unavailableSlots: [],
            },
          },
        }),
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Nueva membresía en recepción' });
    fill(within(dialog).getByLabelText('Buscar cliente por nombre, correo o teléfono'), 'ma');
    fireEvent.click(await within(dialog).findByText('Marta Gómez', {}, { timeout: 5000 }));
    expect(await within(dialog).findByText(MEMBERSHIP_MESSAGES.clientPendingExists)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeDisabled();

    fireEvent.click(within(dialog).getByText('Luis Pérez'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Mensual/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialog).findByText('Luis Pérez: Mensual, Q 250.00, Efectivo')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar membresía' }));
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.purchasedAtDesk)).toBeInTheDocument();
    expect(sold).toHaveBeenCalledWith({
      userId: 'u-luis',
      input: { planId: 'p-monthly', paymentMethod: 'cash', notes: null, billing: null },
    });
  });

  it('warns the admin that one with payments is archived, and shows what the server did', async () => {
    const removed = vi.fn();
    renderWithSession(<MembershipsAdminPage />, {
      user: admin,
      route: '/dashboard/memberships',
      mocks: [
        statsMock,
        listMock([LUIS], 1),
        detailMock,
        mutationMock(DeleteMembershipAdminDocument, removed, {
          data: {
            deleteMembership: {
              __typename: 'MembershipDeletion',
              deleted: false,
              archived: true,
              message: MEMBERSHIP_MESSAGES.archived,
            },
          },
        }),
      ],
    });
    const drawer = await openDetailOfLuis();
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar la membresía de Luis Pérez?' });
    expect(within(dialog).getByText(/quedará archivada/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.archived)).toBeInTheDocument();
    expect(removed).toHaveBeenCalledWith({ id: 'm-1' });
  });

  it('offers a colaborador no delete and no expiry run; the admin runs the expiry', async () => {
    const { unmount } = renderWithSession(<MembershipsAdminPage />, {
      user: makeUser({ id: 'col-1', role: 'colaborador' }),
      route: '/dashboard/memberships?id=m-1',
      mocks: [statsMock, listMock([LUIS], 1), detailMock],
    });
    const drawer = await screen.findByRole('dialog', { name: 'Detalle de la membresía' });
    expect(await within(drawer).findByRole('button', { name: 'Renovar' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ejecutar vencimiento' })).not.toBeInTheDocument();
    unmount();

    renderWithSession(<MembershipsAdminPage />, {
      user: admin,
      route: '/dashboard/memberships',
      mocks: [
        statsMock,
        listMock([LUIS], 1),
        mutationMock(ExpireMembershipsNowAdminDocument, () => undefined, {
          data: {
            expireMembershipsNow: {
              __typename: 'MembershipExpiryRun',
              expired: 2,
              message: MEMBERSHIP_MESSAGES.expiredNow(2),
            },
          },
        }),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ejecutar vencimiento' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Ejecutar el vencimiento ahora?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ejecutar vencimiento' }));
    expect(await screen.findByText('2 membresías pasaron a vencidas')).toBeInTheDocument();
  });
});
