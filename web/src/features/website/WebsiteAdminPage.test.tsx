import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GymConfigDocument } from '../../platform/gym-config/gym-config.public.generated';
import {
  AdminServicesDocument,
  AdminStatisticsDocument,
  ReorderServicesDocument,
  CreateStatisticDocument,
  UpdateGymConfigDocument,
  WebsiteEditorDocument,
} from './website.generated';
import { testPublicClient } from '../../test/public-data';
import { graphqlError, makeUser, renderWithSession } from '../../test/session-testing';
import WebsiteAdminPage from './WebsiteAdminPage';
import { pageAsksBeforeLeaving as leaving } from '../../test/leaving';

const admin = makeUser({ role: 'admin' });

const editor = {
  request: { query: WebsiteEditorDocument },
  result: {
    data: {
      gymConfigEditor: {
        __typename: 'GymConfig',
        name: 'Club Prueba',
        tagline: 'Entrena',
        description: null,
        logoUrl: null,
        heroImageUrl: null,
        primaryColor: '#0d47a1',
        secondaryColor: '#ff6f00',
        contact: {
          __typename: 'GymContact',
          address: null,
          phone: null,
          email: null,
          whatsapp: null,
          mapsUrl: null,
          city: null,
          location: null,
        },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('WebsiteAdminPage basic info', () => {
  it('refuses an empty name and a malformed colour without calling the server', async () => {
    renderWithSession(<WebsiteAdminPage />, { user: admin, mocks: [editor], route: '/dashboard/admin/website' });
    const name = await screen.findByLabelText(/Nombre del gimnasio/);
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Color principal' }), { target: { value: 'azul' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre del gimnasio es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El color debe tener el formato #RRGGBB')).toBeInTheDocument();
  });

  it('keeps a typed name through a look at another tab, and asks before the page is left', async () => {
    renderWithSession(<WebsiteAdminPage />, { user: admin, mocks: [editor], route: '/dashboard/admin/website' });
    const name = await screen.findByLabelText(/Nombre del gimnasio/);
    expect(leaving()).toBe(false);
    fireEvent.change(name, { target: { value: 'Club Nuevo' } });
    expect(leaving()).toBe(true);
    const events = userEvent.setup();
    await events.click(screen.getByRole('tab', { name: 'Contacto' }));
    expect(await screen.findByRole('textbox', { name: 'Teléfono' })).toBeVisible();
    expect(screen.queryByLabelText(/Nombre del gimnasio/)).not.toBeVisible();
    await events.click(screen.getByRole('tab', { name: 'Información básica' }));
    expect(screen.getByLabelText(/Nombre del gimnasio/)).toHaveValue('Club Nuevo');
  });

  it('previews the colours live, saves name and colour and refreshes the site brand', async () => {
    const save = {
      request: {
        query: UpdateGymConfigDocument,
        variables: {
          input: {
            gymName: 'Fuerza Xela',
            gymTagline: 'Entrena',
            gymDescription: '',
            primaryColor: '#8e24aa',
            secondaryColor: '#ff6f00',
            logoUrl: '',
            heroImageUrl: '',
          },
        },
      },
      result: {
        data: {
          updateGymConfig: {
            __typename: 'GymConfig',
            name: 'Fuerza Xela',
            tagline: 'Entrena',
            description: null,
            logoUrl: null,
            heroImageUrl: null,
            primaryColor: '#8e24aa',
            secondaryColor: '#ff6f00',
          },
        },
      },
    };
    const publicClient = testPublicClient();
    await publicClient.load(GymConfigDocument);
    renderWithSession(<WebsiteAdminPage />, {
      user: admin,
      mocks: [editor, save],
      publicClient,
      route: '/dashboard/admin/website',
    });
    fireEvent.change(await screen.findByLabelText(/Nombre del gimnasio/), { target: { value: 'Fuerza Xela' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Color principal' }), { target: { value: '#8e24aa' } });
    expect(screen.getByRole('img', { name: 'Vista previa' })).toHaveAttribute('data-primary', '#8e24aa');
    expect(screen.getByText('Fuerza Xela')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    // The theme reads the public gym config: it is fetched again, so the new colour shows at once.
    await waitFor(() => expect(publicClient.requests.filter((r) => r.operationName === 'GymConfig')).toHaveLength(2));
  });
});

describe('WebsiteAdminPage statistics', () => {
  const list = { request: { query: AdminStatisticsDocument }, result: { data: { statistics: [] } }, maxUsageCount: 5 };

  it('validates a new counter and shows the server refusal', { timeout: 15_000 }, async () => {
    const refused = {
      request: {
        query: CreateStatisticDocument,
        variables: {
          input: {
            label: 'Clases',
            statValue: 12,
            valueSuffix: '+',
            iconName: 'Zap',
            colorScheme: 'info',
            description: null,
          },
        },
      },
      result: graphqlError('Sin permisos para gestionar estadísticas', 403, 'FORBIDDEN'),
    };
    renderWithSession(<WebsiteAdminPage />, {
      user: admin,
      mocks: [editor, list, refused],
      route: '/dashboard/admin/website?tab=statistics',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva estadística' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La etiqueta es obligatoria')).toBeInTheDocument();
    expect(screen.getByText('El valor es obligatorio')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/Etiqueta/), { target: { value: 'Clases' } });
    expect(screen.getByText('Clave: clases')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Valor/), { target: { value: '12' } });
    await userEvent.click(screen.getByRole('button', { name: 'Zap' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Información' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByText('Sin permisos para gestionar estadísticas')).toBeInTheDocument());
  });
});

describe('WebsiteAdminPage services', () => {
  const service = (id: string, title: string, displayOrder: number) => ({
    __typename: 'GymService',
    id,
    title,
    description: `${title} para todos`,
    iconName: 'dumbbell',
    imageUrl: null,
    features: [],
    displayOrder,
    isActive: true,
  });

  it('moves a service down and saves the new order of the whole list', async () => {
    const list = {
      request: { query: AdminServicesDocument },
      result: { data: { services: [service('s1', 'Pesas', 1), service('s2', 'Cardio', 2)] } },
      maxUsageCount: 5,
    };
    const reorder = {
      request: {
        query: ReorderServicesDocument,
        variables: {
          order: [
            { id: 's2', displayOrder: 1 },
            { id: 's1', displayOrder: 2 },
          ],
        },
      },
      result: vi.fn(() => ({ data: { reorderServices: [service('s2', 'Cardio', 1), service('s1', 'Pesas', 2)] } })),
    };
    renderWithSession(<WebsiteAdminPage />, {
      user: admin,
      mocks: [editor, list, reorder],
      route: '/dashboard/admin/website?tab=services',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Bajar: Pesas' }));
    // The server got exactly the new numbering (a different one would find no matching answer).
    await waitFor(() => expect(reorder.result).toHaveBeenCalledTimes(1));
    await waitFor(() => {
      const rows = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(rows.map((row) => within(row).getAllByText(/Pesas|Cardio/)[0]?.textContent)).toEqual(['Cardio', 'Pesas']);
    });
  });
});
