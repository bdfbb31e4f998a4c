import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminMembershipDetailDocument } from '../memberships-admin.generated';
import { makeUser, renderWithSession } from '../../../test/session-testing';
import { MembershipDrawer } from './MembershipDrawer';

function detail(overrides: { phone: string | null; isExpiringSoon: boolean }) {
  return {
    request: { query: AdminMembershipDetailDocument, variables: { id: 'm-7' } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        adminMembership: {
          __typename: 'MembershipDetail',
          membership: {
            __typename: 'Membership',
            id: 'm-7',
            status: 'active',
            startDate: '2026-03-01',
            endDate: '2026-03-31',
            price: 250,
            daysLeft: 3,
            isExpiringSoon: overrides.isExpiringSoon,
            planId: 'p-monthly',
            planName: 'Mensual',
            notes: null,
            cancelReason: null,
            createdAt: '2026-03-01T15:00:00.000Z',
            reservedSlots: [],
            plan: {
              __typename: 'MembershipPlan',
              id: 'p-monthly',
              name: 'Mensual',
              price: 250,
              durationType: 'monthly',
            },
            user: {
              __typename: 'User',
              id: 'u-7',
              fullName: 'Sofía Ramírez López',
              email: 'sofia@example.com',
              phone: overrides.phone,
              billingTaxId: null,
              billingName: null,
            },
          },
          payments: [],
          history: [],
        },
      },
    },
  };
}

const can = { renew: true, cancel: true, edit: true, delete: false };

function renderDrawer(mock: ReturnType<typeof detail>) {
  return renderWithSession(<MembershipDrawer id="m-7" can={can} onClose={vi.fn()} onAction={vi.fn()} />, {
    user: makeUser({ role: 'colaborador' }),
    mocks: [mock],
  });
}

describe('MembershipDrawer', () => {
  it('offers a member about to end WhatsApp with the renewal reminder in the gym’s name', async () => {
    renderDrawer(detail({ phone: '+502 4455-6677', isExpiringSoon: true }));
    const drawer = await screen.findByRole('dialog', { name: 'Detalle de la membresía' });
    const link = await within(drawer).findByRole('link', { name: 'Escribir por WhatsApp' });
    const text =
      'Hola Sofía, te escribimos de Club Prueba. Tu membresía Mensual vence el 31/03/2026. ¿Te ayudamos a renovarla?';
    await waitFor(() =>
      expect(link).toHaveAttribute('href', `https://wa.me/50244556677?text=${encodeURIComponent(text)}`),
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('greets a member not about to end, and shows no link for a phone that cannot be one', async () => {
    const { unmount } = renderDrawer(detail({ phone: '4455 6677', isExpiringSoon: false }));
    const link = await screen.findByRole('link', { name: 'Escribir por WhatsApp' });
    await waitFor(() =>
      expect(link).toHaveAttribute(
        'href',
        `https://wa.me/50244556677?text=${encodeURIComponent('Hola Sofía, te escribimos de Club Prueba.')}`,
      ),
    );
    unmount();

    renderDrawer(detail({ phone: '4455', isExpiringSoon: true }));
    expect(await screen.findByText('sofia@example.com · 4455')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Escribir por WhatsApp' })).not.toBeInTheDocument();
  });

  it('shows no link without a phone', async () => {
    renderDrawer(detail({ phone: null, isExpiringSoon: true }));
    expect(await screen.findByText('sofia@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Escribir por WhatsApp' })).not.toBeInTheDocument();
  });
});
