import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithSession } from '../../test/session-testing';
import ClientHomePage from './ClientHomePage';
import { profileCompleteness } from './profileCompleteness';

describe('ClientHomePage', () => {
  it('welcomes the member and lists the profile fields still missing', () => {
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
    renderWithSession(<ClientHomePage />, { user });

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
    expect(screen.getByText('Mis membresías')).toBeInTheDocument();
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
    renderWithSession(<ClientHomePage />, { user });
    expect(screen.getByText('Tu perfil está completo')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Te falta completar:' })).not.toBeInTheDocument();
  });
});

describe('profileCompleteness', () => {
  it('treats blank text as missing', () => {
    expect(profileCompleteness({ phone: '   ', city: 'Mixco' }).missing.map((field) => field.key)).toContain('phone');
  });
});
