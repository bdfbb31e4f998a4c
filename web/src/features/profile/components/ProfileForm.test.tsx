import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_FIELDS, fieldError, PROFILE_MESSAGES } from '@gym/domain';
import { UpdateProfileDocument } from '../profile.generated';
import { graphqlError, makeUser, renderWithSession, type SessionOptions } from '../../../test/session-testing';
import { ProfileForm } from './ProfileForm';

const user = makeUser({ phone: '5555 1234', city: 'Guatemala', dateOfBirth: '1990-05-01' });

function savedUser(overrides: Record<string, unknown>) {
  return { ...user, __typename: 'User', emergencyContact: null, ...overrides };
}

function setup(mocks: SessionOptions['mocks'] = []) {
  const onSaved = vi.fn();
  renderWithSession(<ProfileForm user={user} onSaved={onSaved} />, { user, mocks });
  return { onSaved, events: userEvent.setup() };
}

/** One change event per field: typing key by key is slow in jsdom and adds nothing to these checks. */
function fill(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

const save = () => screen.getByRole('button', { name: 'Guardar cambios' });

describe('ProfileForm', () => {
  it('shows the domain messages under the fields and does not save', async () => {
    const called = vi.fn();
    const { events } = setup([
      { request: { query: UpdateProfileDocument, variables: () => true }, result: () => (called(), { data: null }) },
    ]);
    const firstName = screen.getByRole('textbox', { name: /^Nombre\s*\*?$/ });
    fill(firstName, 'A');
    fill(screen.getByRole('textbox', { name: /^Apellido\s*\*?$/ }), '');
    fill(screen.getByLabelText('Teléfono'), 'abc');
    await events.click(save());

    expect(await screen.findByText(PROFILE_MESSAGES.firstNameShort)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(called).not.toHaveBeenCalled();
  });

  it('stops each input at its field contract and names an over-limit value with the contract message', async () => {
    const called = vi.fn();
    const { events } = setup([
      { request: { query: UpdateProfileDocument, variables: () => true }, result: () => (called(), { data: null }) },
    ]);
    const city = screen.getByLabelText('Ciudad');
    expect(city).toHaveAttribute('maxLength', String(ACCOUNT_FIELDS.city.max));
    expect(screen.getByLabelText('Acerca de mí')).toHaveAttribute('maxLength', String(ACCOUNT_FIELDS.bio.max));
    // A pasted value can still go past the browser's limit; the form then says what the api would.
    const tooLong = 'x'.repeat(ACCOUNT_FIELDS.city.max + 1);
    fill(city, tooLong);
    await events.click(save());
    expect(await screen.findByText(fieldError(ACCOUNT_FIELDS.city, tooLong)!)).toBeInTheDocument();
    expect(called).not.toHaveBeenCalled();
  });

  it('refuses a date of birth under 13 years', async () => {
    const { events } = setup();
    const dob = screen.getByLabelText('Fecha de nacimiento');
    const lastYear = new Date().getFullYear() - 1;
    fill(dob, `${lastYear}-01-01`);
    await events.click(save());
    expect(await screen.findByText(PROFILE_MESSAGES.tooYoung)).toBeInTheDocument();
  });

  it('warns about a short phone without blocking the save', async () => {
    const sent = vi.fn();
    const { events, onSaved } = setup([
      {
        request: { query: UpdateProfileDocument, variables: () => true },
        result: (variables: Record<string, unknown>) => {
          sent(variables);
          return {
            data: {
              updateProfile: {
                __typename: 'ProfileUpdate',
                user: savedUser({ phone: '12345' }),
                changedFields: ['phone'],
                message: 'Perfil actualizado exitosamente',
              },
            },
          };
        },
      },
    ]);
    const phone = screen.getByLabelText('Teléfono');
    fill(phone, '12345');
    expect(screen.getByText(PROFILE_MESSAGES.phoneShortWarning)).toBeInTheDocument();
    await events.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toHaveBeenCalledWith({ input: { phone: '12345' } });
  });

  it('sends only the changed fields and reports success', async () => {
    const sent = vi.fn();
    const { events, onSaved } = setup([
      {
        request: { query: UpdateProfileDocument, variables: () => true },
        result: (variables: Record<string, unknown>) => {
          sent(variables);
          return {
            data: {
              updateProfile: {
                __typename: 'ProfileUpdate',
                user: savedUser({
                  city: 'Mixco',
                  emergencyContact: { __typename: 'EmergencyContact', name: 'Luis Pérez', phone: '5555 0000' },
                }),
                changedFields: ['city', 'emergencyContact'],
                message: 'Perfil actualizado exitosamente',
              },
            },
          };
        },
      },
    ]);
    const city = screen.getByLabelText('Ciudad');
    fill(city, 'Mixco');
    fill(screen.getByLabelText('Nombre del contacto'), 'Luis Pérez');
    fill(screen.getByLabelText('Teléfono del contacto'), '5555 0000');
    await events.click(save());

    expect(await screen.findByText('Perfil actualizado exitosamente')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({
      input: { city: 'Mixco', emergencyContact: { name: 'Luis Pérez', phone: '5555 0000' } },
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ city: 'Mixco' }));
  });

  it("says 'No hay datos para actualizar' without calling the server when nothing changed", async () => {
    const called = vi.fn();
    const { events } = setup([
      { request: { query: UpdateProfileDocument, variables: () => true }, result: () => (called(), { data: null }) },
    ]);
    // Typing the same value back is still no change.
    const city = screen.getByLabelText('Ciudad');
    fill(city, 'Guatemala ');
    await events.click(save());
    expect(await screen.findByText(PROFILE_MESSAGES.nothingToUpdate)).toBeInTheDocument();
    expect(called).not.toHaveBeenCalled();
  });

  it('shows the server-error message on a 5xx', async () => {
    const { events, onSaved } = setup([
      {
        request: { query: UpdateProfileDocument, variables: () => true },
        result: graphqlError('Error interno', 500, 'INTERNAL_SERVER_ERROR'),
      },
    ]);
    fill(screen.getByLabelText('Código postal'), '01001');
    await events.click(save());
    expect(await screen.findByText(PROFILE_MESSAGES.serverError)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
