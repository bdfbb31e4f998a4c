import type { PublicAnswer } from '../../test/public-data';
import { TestDataProvider } from '../../test/TestDataProvider';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TEST_GYM_NAME } from '../../test/fixtures';
import { LandingPage } from './LandingPage';

const landing = {
  __typename: 'LandingContent',
  config: {
    __typename: 'GymConfig',
    name: TEST_GYM_NAME,
    tagline: 'Entrena con nosotros',
    description: 'Un gimnasio de pruebas',
    logoUrl: null,
    heroImageUrl: null,
    primaryColor: '#0d47a1',
    secondaryColor: '#ff6f00',
    contact: {
      __typename: 'GymContact',
      address: '6a. Avenida 10-25, Zona 10',
      phone: '+502 2345 6789',
      email: 'hola@example.com',
      whatsapp: '+502 5555 1234',
      mapsUrl: 'https://maps.google.com/?q=Zona+10',
      city: 'Ciudad de Guatemala',
    },
    social: [
      { __typename: 'GymSocialLink', platform: 'instagram', url: 'https://instagram.com/prueba', handle: '@prueba' },
    ],
  },
  statistics: [
    {
      __typename: 'Statistic',
      id: '1',
      label: 'Miembros activos',
      statValue: 2000,
      valueSuffix: '+',
      iconName: 'Users',
      colorScheme: 'primary',
      description: null,
    },
    {
      __typename: 'Statistic',
      id: '2',
      label: 'Satisfacción',
      statValue: 98,
      valueSuffix: '%',
      iconName: 'Star',
      colorScheme: 'warning',
      description: null,
    },
  ],
  services: [
    {
      __typename: 'GymService',
      id: '1',
      title: 'Clases grupales',
      description: 'Spinning y zumba',
      iconName: 'users',
      imageUrl: null,
      features: ['Spinning', 'Zumba'],
    },
  ],
  plans: [
    {
      __typename: 'GymPlan',
      id: 'p1',
      name: 'Mensual',
      description: null,
      price: 250,
      originalPrice: null,
      durationType: 'monthly',
      features: ['Acceso total'],
      isPopular: true,
    },
    {
      __typename: 'GymPlan',
      id: 'p2',
      name: 'Semanal',
      description: null,
      price: 90,
      originalPrice: null,
      durationType: 'weekly',
      features: [],
      isPopular: false,
    },
  ],
  testimonials: [
    {
      __typename: 'ModeratedTestimonial',
      id: 't1',
      name: 'María López',
      role: 'Contadora',
      text: 'Me encanta entrenar aquí.',
      rating: 4,
      imageUrl: null,
    },
  ],
  schedule: [
    { __typename: 'GymHoursDay', day: 'monday', dayName: 'Lunes', isOpen: true, openTime: '05:00', closeTime: '22:00' },
    { __typename: 'GymHoursDay', day: 'sunday', dayName: 'Domingo', isOpen: false, openTime: null, closeTime: null },
  ],
  promotions: [
    {
      __typename: 'Promotion',
      id: 'old',
      title: 'Rifa pasada',
      description: null,
      endDate: '2020-01-31',
      isActive: true,
    },
    {
      __typename: 'Promotion',
      id: 'now',
      title: 'Inscripción gratis',
      description: 'Solo este mes',
      endDate: '2999-12-31',
      isActive: true,
    },
  ],
};

function renderLanding(featuredProducts: PublicAnswer = { data: { featuredProducts: [] } }) {
  return render(
    <TestDataProvider
      mocks={[]}
      publicData={{ Landing: { data: { landingContent: landing } }, LandingFeaturedProducts: featuredProducts }}
    >
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </TestDataProvider>,
  );
}

describe('LandingPage', () => {
  it('shows the hero, counters, services, plans with the popular badge, testimonials and hours', async () => {
    renderLanding({ fail: new Error('store down') });
    expect(await screen.findByRole('heading', { level: 1, name: TEST_GYM_NAME })).toBeInTheDocument();
    expect(await screen.findByLabelText('2,000+')).toBeInTheDocument();
    expect(screen.getByLabelText('98%')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Clases grupales' })).toBeInTheDocument();

    const monthly = screen.getByRole('article', { name: 'Mensual' });
    expect(within(monthly).getByText('Más popular')).toBeInTheDocument();
    expect(within(monthly).getByText('Q 250.00')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Semanal' })).queryByText('Más popular')).toBeNull();

    expect(screen.getByText('Me encanta entrenar aquí.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 de 5 estrellas' })).toBeInTheDocument();
    expect(screen.getByText('05:00 – 22:00')).toBeInTheDocument();
    expect(screen.getByText('Cerrado')).toBeInTheDocument();
    // The store failed: its section is left out, the rest of the page stays.
    expect(screen.queryByText('Productos destacados')).toBeNull();
  });

  it('shows only a promotion whose last day has not passed', async () => {
    renderLanding();
    expect(await screen.findByRole('region', { name: 'Inscripción gratis' })).toBeInTheDocument();
    expect(screen.queryByText('Rifa pasada')).toBeNull();
  });

  it('links WhatsApp, the map and the social networks', async () => {
    renderLanding();
    expect(await screen.findByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/50255551234',
    );
    expect(screen.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute(
      'href',
      'https://maps.google.com/?q=Zona+10',
    );
    expect(screen.getByRole('link', { name: 'instagram' })).toHaveAttribute('href', 'https://instagram.com/prueba');
    expect(screen.getByRole('link', { name: '+502 2345 6789' })).toHaveAttribute('href', 'tel:+50223456789');
  });

  it('lists featured products from the store when it answers', async () => {
    renderLanding((request) => {
      expect(request.variables).toEqual({ limit: 4 });
      return {
        data: {
          featuredProducts: [
            {
              __typename: 'Product',
              id: 'x1',
              name: 'Creatina 300 g',
              price: 185,
              originalPrice: null,
              primaryImage: null,
            },
          ],
        },
      };
    });
    expect(await screen.findByText('Creatina 300 g')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Creatina 300 g/ })).toHaveAttribute('href', '/store/product/x1');
  });
});
