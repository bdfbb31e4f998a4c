import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithSession } from '../../test/session-testing';
import { isoDaysFromToday, membership, membershipsMock } from '../../test/member-fixtures';
import ClientHomePage from './ClientHomePage';
import { profileCompleteness } from './profile-completeness';

const showDate = (iso: string) => iso.split('-').reverse().join('/');

describe('ClientHomePage', () => {
  it('welcomes the member and lists the profile fields still missing', async () => {
    const user = makeUser({
      firstName: 'Ana',
      phone: '5555 1234',
      dateOfBirth: '1990-05-01',
      city: 'Mixco',
      address: null,
      zipCode: null,
      bio: null,
      profileImage: null,
      emergencyContact: { __typename: 'EmergencyContact', name: 'Luis', phone: null } as never,
      createdAt: '2024-03-15T15:00:00.000Z',
    });
    renderWithSession(<ClientHomePage />, { user, mocks: [membershipsMock([])] });

    expect(screen.getByRole('heading', { name: 'Bienvenido, Ana' })).toBeInTheDocument();
    // 3 of 8 optional fields are filled (the emergency contact lacks its phone).
    expect(screen.getByText('Perfil completo al 38%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Perfil completo al 38%' })).toHaveAttribute('aria-valuenow', '38');
    const missing = within(screen.getByRole('list', { name: 'Te falta completar:' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(missing).toEqual(['Foto de perfil', 'Dirección', 'Código postal', 'Acerca de mí', 'Contacto de emergencia']);
    expect(screen.getByRole('link', { name: 'Completar perfil' })).toHaveAttribute('href', '/dashboard/profile');
    expect(screen.getByText('15/03/2024')).toBeInTheDocument();
    // No membership yet: the card invites to buy one.
    expect(await screen.findByText('Aún no tienes una membresía activa.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comprar membresía' })).toHaveAttribute(
      'href',
      '/dashboard/client/membership',
    );
  });

  it('says the profile is complete when nothing is missing', () => {
    const user = makeUser({
      profileImage: '/uploads/profiles/a.webp',
      phone: '5555 1234',
      dateOfBirth: '1990-05-01',
      address: '4a avenida 1-23',
      city: 'Guatemala',
      zipCode: '01001',
      bio: 'Corredora',
      emergencyContact: { __typename: 'EmergencyContact', name: 'Luis', phone: '5555 0000' } as never,
    });
    renderWithSession(<ClientHomePage />, { user, mocks: [membershipsMock([])] });
    expect(screen.getByText('Tu perfil está completo')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Te falta completar:' })).not.toBeInTheDocument();
  });

  it('shows the running membership with status, dates, days left, the 7-day note and renew', async () => {
    const current = membership();
    renderWithSession(<ClientHomePage />, { mocks: [membershipsMock([current])] });
    const card = await screen.findByRole('region', { name: 'Mi membresía' });
    expect(await within(card).findByText('Mensual')).toBeInTheDocument();
    expect(within(card).getByText('Activa')).toBeInTheDocument();
    expect(within(card).getByText(showDate(current.startDate))).toBeInTheDocument();
    expect(within(card).getByText(showDate(current.endDate))).toBeInTheDocument();
    expect(within(card).getByText('Quedan 5 días')).toBeInTheDocument();
    expect(
      within(card).getByText('Tu membresía vence en 5 días. Renuévala para no perder tu horario'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Renovar membresía' })).toHaveAttribute(
      'href',
      '/dashboard/client/membership',
    );
    expect(within(card).getByRole('link', { name: 'Ver mi horario' })).toHaveAttribute(
      'href',
      '/dashboard/client/schedule',
    );
  });

  it('shows a frozen membership as frozen until its last frozen day, and a planned freeze', async () => {
    const until = isoDaysFromToday(9);
    const freeze = {
      __typename: 'MembershipFreeze',
      id: 'f-1',
      startDate: isoDaysFromToday(0),
      endDate: until,
      reason: 'Lesión',
    };
    const frozen = membership({ isFrozen: true, freeze, endDate: isoDaysFromToday(30), isExpiringSoon: false });
    const { unmount } = renderWithSession(<ClientHomePage />, { mocks: [membershipsMock([frozen])] });
    const card = await screen.findByRole('region', { name: 'Mi membresía' });
    expect(await within(card).findByText(`Congelada hasta ${showDate(until)}`)).toBeInTheDocument();
    expect(within(card).queryByText('Activa')).not.toBeInTheDocument();
    unmount();

    const planned = membership({
      freeze: { ...freeze, startDate: isoDaysFromToday(2) },
      endDate: isoDaysFromToday(30),
      isExpiringSoon: false,
    });
    renderWithSession(<ClientHomePage />, { mocks: [membershipsMock([planned])] });
    const other = await screen.findByRole('region', { name: 'Mi membresía' });
    expect(
      await within(other).findByText(
        `Congelamiento programado del ${showDate(isoDaysFromToday(2))} al ${showDate(until)}`,
      ),
    ).toBeInTheDocument();
    expect(within(other).getByText('Activa')).toBeInTheDocument();
  });

  it('explains a membership waiting for payment and a queued renewal', async () => {
    const pending = membership({
      status: 'pending',
      isExpiringSoon: false,
      startDate: isoDaysFromToday(0),
      endDate: isoDaysFromToday(29),
      daysLeft: 30,
    });
    const { unmount } = renderWithSession(<ClientHomePage />, { mocks: [membershipsMock([pending])] });
    expect(await screen.findByText('En validación')).toBeInTheDocument();
    expect(screen.getByText('Tu membresía se activará cuando el personal confirme tu pago.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renovar membresía' })).not.toBeInTheDocument();
    unmount();

    const renewal = membership({
      id: 'm-2',
      status: 'pending',
      startDate: isoDaysFromToday(5),
      endDate: isoDaysFromToday(34),
    });
    renderWithSession(<ClientHomePage />, { mocks: [membershipsMock([renewal, membership()])] });
    expect(
      await screen.findByText(`Renovación registrada: empieza el ${showDate(renewal.startDate)}`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Renuévala/)).not.toBeInTheDocument();
  });
});

describe('profileCompleteness', () => {
  it('treats blank text as missing', () => {
    expect(profileCompleteness({ phone: '   ', city: 'Mixco' }).missing.map((field) => field.key)).toContain('phone');
  });
});
