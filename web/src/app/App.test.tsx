import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_GYM_NAME, testPublicClient } from '../test/public-data';
import { App, isVisitorPage } from './App';

const EMPTY_LANDING = {
  landingContent: {
    config: {
      ...{ logoUrl: null, heroImageUrl: null, primaryColor: '#0d47a1', secondaryColor: '#ff6f00' },
      name: TEST_GYM_NAME,
      tagline: 'Entrena con nosotros',
      description: null,
      contact: { address: 'Zona 10, Guatemala', phone: null, email: null, whatsapp: null, mapsUrl: null, city: null },
      social: [],
    },
    statistics: [],
    services: [],
    plans: [],
    testimonials: [],
    schedule: [],
    promotions: [],
  },
};

/** The real shell in a real (jsdom) browser history: public data answered by the test client. */
function renderApp(path: string) {
  window.history.pushState({}, '', path);
  const publicClient = testPublicClient({
    Landing: { data: EMPTY_LANDING },
    LandingFeaturedProducts: { data: { featuredProducts: [] } },
  });
  return render(<App publicClient={publicClient} />);
}

describe('app routes for a visitor', () => {
  it('shows the public landing with the gym from configuration and the ways in', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: TEST_GYM_NAME })).toBeInTheDocument();
    expect(screen.getByText('Entrena con nosotros')).toBeInTheDocument();
    // The sections below the first screen (contact, footer) render in the commits right after.
    expect(await screen.findByText('Zona 10, Guatemala')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Iniciar sesión' })[0]).toHaveAttribute('href', '/login');
    // jsdom matches no media query: a phone, whose other ways in wait in the menu.
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    expect(await screen.findByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register');
  });

  it('sends a visitor of a dashboard page to the sign-in form', async () => {
    renderApp('/dashboard/users');
    // The sign-in page is two lazy chunks away (session layer, then the page): give a busy machine time.
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' }, { timeout: 10_000 })).toBeInTheDocument();
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

describe("a visitor's pages without the session layer", () => {
  it('are the landing page, the store and a product page; checkout and the rest need the session', () => {
    expect(['/', '/store', '/store/product/abc-123'].filter(isVisitorPage)).toHaveLength(3);
    expect(['/checkout', '/login', '/store/product', '/dashboard', '/store/otra/cosa'].filter(isVisitorPage)).toEqual(
      [],
    );
  });
});
