import { TestDataProvider } from '../../test/TestDataProvider';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../features/auth/auth-context';
import { authState, makeCurrentUser, TEST_GYM_NAME } from '../../test/fixtures';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { DashboardLayout } from './DashboardLayout';

function renderLayout(auth: AuthContextValue, path: string) {
  return render(
    <TestDataProvider mocks={[]}>
      <AuthContext.Provider value={auth}>
        <ThemeModeProvider>
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
});
