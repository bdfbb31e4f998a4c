import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { gymConfigMock, TEST_GYM_NAME } from '../test/fixtures';
import { AppProviders } from './App';
import { AppRoutes } from './router';

function renderApp(path: string) {
  return render(
    <MockedProvider mocks={[gymConfigMock]}>
      <MemoryRouter initialEntries={[path]}>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('app routes for a visitor', () => {
  it('shows the public landing with the gym from configuration and the ways in', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: TEST_GYM_NAME })).toBeInTheDocument();
    expect(screen.getByText('Entrena con nosotros')).toBeInTheDocument();
    expect(screen.getByText('Zona 10, Guatemala')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Iniciar sesión' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register');
  });

  it('sends a visitor of a dashboard page to the sign-in form', async () => {
    renderApp('/dashboard/users');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('shows the registration form with its link back to sign-in', async () => {
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
  });

  it('has a not-found page for any other path', async () => {
    renderApp('/no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('has a forbidden page', async () => {
    renderApp('/forbidden');
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' })).toBeInTheDocument();
  });
});
