import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES } from '@gym/domain';
import { UpdatePreferencesDocument } from './profile.generated';
import ProfilePage from './ProfilePage';
import { graphqlError, makeUser, renderWithSession } from '../../test/session-testing';

const user = makeUser({
  role: 'colaborador',
  firstName: 'Ana',
  lastName: 'López',
  createdAt: '2024-03-15T15:00:00.000Z',
});

function preferences(theme: string, push = false, reminders = true) {
  return {
    data: {
      updatePreferences: {
        __typename: 'User',
        id: user.id,
        preferences: {
          __typename: 'UserPreferences',
          theme,
          language: 'es',
          notifications: {
            __typename: 'NotificationSettings',
            desktop: true,
            sound: true,
            email: true,
            push,
            whatsapp: false,
            reminders,
          },
        },
      },
    },
  };
}

describe('ProfilePage', () => {
  it('shows the member card with initials, role label and member-since date', () => {
    renderWithSession(<ProfilePage />, { user });
    expect(screen.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ana López' })).toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(screen.getByText('Colaborador')).toBeInTheDocument();
    expect(screen.getByText('Miembro desde 15/03/2024')).toBeInTheDocument();
  });

  it('applies a theme at once and saves it', async () => {
    const sent = vi.fn();
    const { setMode, mergeUser } = renderWithSession(<ProfilePage />, {
      user,
      mocks: [
        {
          request: { query: UpdatePreferencesDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => (sent(variables), preferences('dark')),
        },
      ],
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Oscuro' }));
    expect(setMode).toHaveBeenCalledWith('dark');
    await waitFor(() =>
      expect(mergeUser).toHaveBeenCalledWith({ preferences: expect.objectContaining({ theme: 'dark' }) }),
    );
    expect(sent).toHaveBeenCalledWith({ input: { theme: 'dark' } });
  });

  it('saves notification toggles with the defaults for the rest and reports a refusal', async () => {
    const sent = vi.fn();
    renderWithSession(<ProfilePage />, {
      user,
      mocks: [
        {
          request: { query: UpdatePreferencesDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => (
            sent(variables),
            graphqlError(PROFILE_MESSAGES.preferencesError, 422)
          ),
        },
      ],
    });
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Notificaciones push' }));
    expect(await screen.findByText(PROFILE_MESSAGES.preferencesError)).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({
      input: {
        notifications: { desktop: true, sound: true, email: true, push: true, whatsapp: false, reminders: true },
      },
    });
  });

  it('shows the message settings with their hint; turning reminders off saves reminders: false', async () => {
    const sent = vi.fn();
    const { mergeUser } = renderWithSession(<ProfilePage />, {
      user,
      mocks: [
        {
          request: { query: UpdatePreferencesDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => (sent(variables), preferences('light', false, false)),
        },
      ],
    });
    const email = screen.getByRole('switch', { name: 'Avisos por correo' });
    const whatsapp = screen.getByRole('switch', { name: 'Avisos por WhatsApp' });
    const reminders = screen.getByRole('switch', { name: 'Recordatorios de vencimiento de membresía' });
    expect(email).toBeChecked();
    expect(whatsapp).not.toBeChecked();
    expect(reminders).toBeChecked();
    const hint = 'Los mensajes de tu cuenta y de tus pagos siempre te llegan.';
    expect(screen.getByRole('group', { description: hint })).toContainElement(reminders);

    // From the keyboard: Tab reaches the switch, Space turns it off.
    const keys = userEvent.setup();
    whatsapp.focus();
    await keys.tab();
    expect(reminders).toHaveFocus();
    await keys.keyboard(' ');
    expect(reminders).not.toBeChecked();
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        input: {
          notifications: { desktop: true, sound: true, email: true, push: false, whatsapp: false, reminders: false },
        },
      }),
    );
    await waitFor(() =>
      expect(mergeUser).toHaveBeenCalledWith({
        preferences: expect.objectContaining({ notifications: expect.objectContaining({ reminders: false }) }),
      }),
    );
  });
});
