import { DASHBOARD_ROUTE_REQUIREMENTS } from '@gym/domain';
import { TestDataProvider } from '../../test/TestDataProvider';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../features/auth/auth-context';
import { authState, makeCurrentUser, TEST_GYM_NAME } from '../../test/fixtures';
import { LocationProbe } from '../../test/LocationProbe';
import { PublicOnly } from './PublicOnly';
import { RequireAccess } from './RequireAccess';

function renderAt(path: string, auth: AuthContextValue) {
  return render(
    <TestDataProvider mocks={[]}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<PublicOnly />}>
              <Route path="/login" element={<p>Formulario de acceso</p>} />
            </Route>
            <Route element={<RequireAccess requirement={DASHBOARD_ROUTE_REQUIREMENTS.admin} />}>
              <Route path="/dashboard/admin" element={<p>Panel de administración</p>} />
            </Route>
            <Route element={<RequireAccess requirement={DASHBOARD_ROUTE_REQUIREMENTS.users} />}>
              <Route path="/dashboard/users" element={<p>Lista de usuarios</p>} />
            </Route>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </TestDataProvider>,
  );
}

describe('private route guard', () => {
  it('says it is verifying while auth loads', () => {
    renderAt('/dashboard/admin', authState({ isLoading: true }));
    expect(screen.getByText('Verificando autenticación...')).toBeInTheDocument();
    expect(screen.queryByText('Panel de administración')).not.toBeInTheDocument();
  });

  it('sends a visitor to /login remembering where they were going', () => {
    render(
      <TestDataProvider mocks={[]}>
        <AuthContext.Provider value={authState()}>
          <MemoryRouter initialEntries={['/dashboard/users?page=2']}>
            <Routes>
              <Route element={<RequireAccess requirement={DASHBOARD_ROUTE_REQUIREMENTS.users} />}>
                <Route path="/dashboard/users" element={<p>Lista de usuarios</p>} />
              </Route>
              <Route path="/login" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </AuthContext.Provider>
      </TestDataProvider>,
    );
    expect(screen.getByTestId('pathname')).toHaveTextContent('/login');
    expect(screen.getByTestId('from')).toHaveTextContent('/dashboard/users');
  });

  it('sends a user with another role to /forbidden', () => {
    renderAt('/dashboard/admin', authState({ user: makeCurrentUser({ role: 'colaborador' }) }));
    expect(screen.getByTestId('pathname')).toHaveTextContent('/forbidden');
  });

  it('lets the exact role in', () => {
    renderAt('/dashboard/admin', authState({ user: makeCurrentUser({ role: 'admin' }) }));
    expect(screen.getByText('Panel de administración')).toBeInTheDocument();
  });

  it('requires the permission: staff may list users, a client may not', () => {
    const { unmount } = renderAt('/dashboard/users', authState({ user: makeCurrentUser({ role: 'colaborador' }) }));
    expect(screen.getByText('Lista de usuarios')).toBeInTheDocument();
    unmount();
    renderAt('/dashboard/users', authState({ user: makeCurrentUser({ role: 'cliente' }) }));
    expect(screen.getByTestId('pathname')).toHaveTextContent('/forbidden');
  });

  it('judges by the permissions the server sent, not only the role', () => {
    const user = makeCurrentUser({ role: 'cliente', permissions: ['view_own_profile', 'view_users'] });
    renderAt('/dashboard/users', authState({ user }));
    expect(screen.getByText('Lista de usuarios')).toBeInTheDocument();
  });
});

describe('public-only route guard', () => {
  it('shows the gym name while auth loads', async () => {
    renderAt('/login', authState({ isLoading: true }));
    expect(await screen.findByText(`Cargando ${TEST_GYM_NAME}...`)).toBeInTheDocument();
  });

  it('shows the page to a visitor', () => {
    renderAt('/login', authState());
    expect(screen.getByText('Formulario de acceso')).toBeInTheDocument();
  });

  it('sends a signed-in admin to the admin dashboard', () => {
    renderAt('/login', authState({ user: makeCurrentUser({ role: 'admin' }) }));
    expect(screen.getByText('Panel de administración')).toBeInTheDocument();
  });

  it.each([
    ['colaborador', '/dashboard/staff'],
    ['cliente', '/dashboard/client'],
  ])('sends a signed-in %s to %s', (role, home) => {
    renderAt('/login', authState({ user: makeCurrentUser({ role }) }));
    expect(screen.getByTestId('pathname')).toHaveTextContent(home);
  });
});
