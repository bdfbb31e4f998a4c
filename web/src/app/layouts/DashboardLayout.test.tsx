import { TestDataProvider } from '../../test/TestDataProvider';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../features/auth/auth-context';
import { authState, makeCurrentUser, TEST_GYM_NAME } from '../../test/fixtures';
import type { MockedResponse } from '@apollo/client/testing';
import { STORAGE_KEYS } from '@gym/domain';
import { UpdatePreferencesDocument } from '../../features/profile/profile.generated';
import { ApplyUserThemePreference } from '../theme/ApplyUserThemePreference';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { DashboardLayout } from './DashboardLayout';

function renderLayout(auth: AuthContextValue, path: string, mocks: MockedResponse[] = []) {
  return render(
    <TestDataProvider mocks={mocks}>
      <AuthContext.Provider value={auth}>
        <ThemeModeProvider>
          <ApplyUserThemePreference />
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route element={<DashboardLayout />}>
                <Route path="*" element={<p>Contenido de la página</p>} />
              </Route>
            </Routes>
          </MemoryRouter>
        </ThemeModeProvider>
      </AuthContext.Provider>
    </TestDataProvider>,
  );
}

function navLabels(): string[] {
  // Phones and desktop each get a drawer; the permanent one is always mounted.
  const [nav] = screen.getAllByRole('navigation', { name: 'Navegación principal' });
  return within(nav!)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('dashboard layout', () => {
  it('shows the gym name and only what a client may open', async () => {
    renderLayout(authState({ user: makeCurrentUser({ role: 'cliente' }) }), '/dashboard/client');
    expect((await screen.findAllByText(TEST_GYM_NAME)).length).toBeGreaterThan(0);
    expect(navLabels()).toEqual([
      'Inicio',
      'Mi membresía',
      'Mi horario',
      'Mis pagos',
      'Mi testimonio',
      'Mis pedidos',
      'Mi perfil',
    ]);
    expect(screen.getByText('Contenido de la página')).toBeInTheDocument();
  });

  it('offers user management to staff', () => {
    renderLayout(authState({ user: makeCurrentUser({ role: 'colaborador' }) }), '/dashboard/staff');
    expect(navLabels()).toEqual([
      'Inicio',
      'Membresías',
      'Pagos',
      'Punto de venta',
      'Pedidos en línea',
      'Facturas',
      'Usuarios',
      'Mi perfil',
    ]);
  });

  it('signs out from the user menu', async () => {
    const auth = authState({ user: makeCurrentUser({ role: 'admin' }) });
    renderLayout(auth, '/dashboard/admin');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menú de usuario' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(auth.logout).toHaveBeenCalled();
  });

  it("keeps the header's light/dark choice in the signed-in user's preferences, so a reload starts from it", async () => {
    localStorage.clear();
    const signedIn = makeCurrentUser({ role: 'admin' });
    const saved: unknown[] = [];
    const savedTheme = () => (saved.at(-1) as { input: { theme: string } } | undefined)?.input.theme;
    const auth = authState({ user: signedIn });
    const first = renderLayout(auth, '/dashboard/admin', [
      {
        request: { query: UpdatePreferencesDocument, variables: (variables) => (saved.push(variables), true) },
        result: () => ({
          data: {
            updatePreferences: {
              __typename: 'User',
              id: signedIn.id,
              preferences: { ...signedIn.preferences, theme: savedTheme() ?? 'light' },
            },
          },
        }),
      },
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tema: Claro (cambiar)' }));
    expect(await screen.findByRole('button', { name: 'Tema: Oscuro (cambiar)' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([{ input: { theme: 'dark' } }]));
    await waitFor(() =>
      expect(auth.mergeUser).toHaveBeenCalledWith({ preferences: expect.objectContaining({ theme: 'dark' }) }),
    );
    expect(localStorage.getItem(STORAGE_KEYS.themeMode)).toBe('dark');
    first.unmount();

    // A reload: the session reads the profile again from the server, which now holds 'dark'.
    const reloaded = { ...signedIn, preferences: { ...signedIn.preferences, theme: savedTheme() ?? 'light' } };
    renderLayout(authState({ user: reloaded }), '/dashboard/admin');
    expect(await screen.findByRole('button', { name: 'Tema: Oscuro (cambiar)' })).toBeInTheDocument();
  });
});
