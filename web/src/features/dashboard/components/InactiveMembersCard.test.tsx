import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeskInactiveMembersDocument } from '../front-desk.generated';
import { makeUser, renderWithSession } from '../../../test/session-testing';
import { InactiveMembersCard } from './InactiveMembersCard';

const inactiveMock = {
  request: { query: DeskInactiveMembersDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      inactiveMembers: {
        __typename: 'InactiveMembers',
        days: 14,
        members: [
          {
            __typename: 'InactiveMember',
            userId: 'u-1',
            fullName: 'Rosa Quiñónez',
            phone: '4455 6677',
            planName: 'Mensual',
            endDate: '2026-12-20',
            lastVisit: null,
          },
          {
            __typename: 'InactiveMember',
            userId: 'u-2',
            fullName: 'Pedro Ajú',
            phone: null,
            planName: 'Trimestral',
            endDate: '2027-01-10',
            lastVisit: '2026-11-01',
          },
        ],
      },
    },
  },
};

describe('InactiveMembersCard', () => {
  it('lists the members who stopped coming, with a wa.me link to call them back, and opens their card', async () => {
    const onSelect = vi.fn();
    renderWithSession(<InactiveMembersCard onSelect={onSelect} />, {
      user: makeUser({ role: 'colaborador' }),
      mocks: [inactiveMock],
    });
    const list = await screen.findByRole('list', { name: 'Inactivos' });
    expect(screen.getByText('Con membresía vigente y sin visitas en 14 días')).toBeInTheDocument();
    expect(within(list).getByText('Mensual · Nunca ha venido')).toBeInTheDocument();
    expect(within(list).getByText('Trimestral · Última visita: 01/11/2026')).toBeInTheDocument();
    const links = await within(list).findAllByRole('link', { name: 'Escribir por WhatsApp' });
    // Only Rosa has a phone.
    expect(links).toHaveLength(1);
    const text = 'Hola Rosa, te escribimos de Club Prueba. Hace días que no te vemos, ¿te esperamos esta semana?';
    await waitFor(() =>
      expect(links[0]).toHaveAttribute('href', `https://wa.me/50244556677?text=${encodeURIComponent(text)}`),
    );
    await userEvent.setup().click(within(list).getByText('Pedro Ajú'));
    expect(onSelect).toHaveBeenCalledWith('u-2');
  });
});
