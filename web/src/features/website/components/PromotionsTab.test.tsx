import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { graphqlError, makeUser, renderWithSession } from '../../../test/session-testing';
import { AdminPromotionsDocument, SavePromotionsDocument } from '../website.generated';
import { PromotionsTab } from './PromotionsTab';

const admin = makeUser({ role: 'admin' });

const promotion = (id: string, title: string, endDate: string, isActive: boolean, isRunning: boolean) => ({
  __typename: 'Promotion' as const,
  id,
  title,
  description: null,
  endDate,
  isActive,
  isRunning,
});

const list = {
  request: { query: AdminPromotionsDocument },
  result: {
    data: {
      promotions: [
        promotion('rifa', 'Gran rifa', '2099-12-31', true, true),
        promotion('verano', 'Verano fit', '2020-01-31', true, false),
        promotion('viejo', 'Promo vieja', '2099-12-31', false, false),
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function saveMock() {
  const result = vi.fn((variables: { promotions: { id: string; title: string }[] }) => ({
    data: {
      savePromotions: variables.promotions.map((p) => ({
        __typename: 'Promotion' as const,
        description: null,
        endDate: '2099-12-31',
        isActive: true,
        isRunning: true,
        ...p,
      })),
    },
  }));
  return { mock: { request: { query: SavePromotionsDocument, variables: () => true }, result }, result };
}

describe('PromotionsTab', () => {
  it('lists each promotion with its last day and its state', async () => {
    renderWithSession(<PromotionsTab />, { user: admin, mocks: [list] });
    const rifa = await screen.findByRole('article', { name: 'Gran rifa' });
    expect(within(rifa).getByText('Vigente')).toBeInTheDocument();
    expect(within(rifa).getByText('Hasta el 31/12/2099')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Verano fit' })).getByText('Vencida')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Promo vieja' })).getByText('Inactiva')).toBeInTheDocument();
  });

  it('refuses an empty title and date in the form without calling the server', async () => {
    const save = saveMock();
    renderWithSession(<PromotionsTab />, { user: admin, mocks: [list, save.mock] });
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva promoción' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('El título de la promoción es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La fecha de fin es obligatoria')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(save.result).not.toHaveBeenCalled();
  });

  it('saves the edited list: edited, toggled, removed and added promotions', { timeout: 15_000 }, async () => {
    const save = saveMock();
    renderWithSession(<PromotionsTab />, { user: admin, mocks: [list, save.mock] });

    await userEvent.click(await screen.findByRole('button', { name: 'Editar: Gran rifa' }));
    const title = screen.getByLabelText(/Título/);
    fireEvent.change(title, { target: { value: '  Gran rifa de aniversario ' } });
    fireEvent.change(screen.getByLabelText(/Descripción/), { target: { value: 'Participa con tu reseña' } });
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByRole('article', { name: 'Gran rifa de aniversario' })).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('article', { name: 'Verano fit' })).getByRole('switch'));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar: Promo vieja' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Promo vieja' })).not.toBeInTheDocument());

    await userEvent.click(await screen.findByRole('button', { name: 'Nueva promoción' }));
    fireEvent.change(screen.getByLabelText(/Título/), { target: { value: 'Inscripción gratis' } });
    fireEvent.change(screen.getByLabelText(/Último día/), { target: { value: '2099-06-30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByRole('article', { name: 'Inscripción gratis' })).toBeInTheDocument();
    expect(screen.getByText('Hay cambios sin guardar')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Promociones actualizadas')).toBeInTheDocument();
    expect(save.result).toHaveBeenCalledTimes(1);
    expect(save.result.mock.calls[0]?.[0]).toEqual({
      promotions: [
        {
          id: 'rifa',
          title: 'Gran rifa de aniversario',
          description: 'Participa con tu reseña',
          endDate: '2099-12-31',
          isActive: true,
        },
        { id: 'verano', title: 'Verano fit', description: null, endDate: '2020-01-31', isActive: false },
        {
          id: expect.any(String),
          title: 'Inscripción gratis',
          description: null,
          endDate: '2099-06-30',
          isActive: true,
        },
      ],
    });
  });

  it('shows the server refusal', async () => {
    const refused = {
      request: { query: SavePromotionsDocument, variables: () => true },
      result: graphqlError('Sin permisos para actualizar la configuración', 403, 'FORBIDDEN'),
    };
    renderWithSession(<PromotionsTab />, { user: admin, mocks: [list, refused] });
    await userEvent.click(within(await screen.findByRole('article', { name: 'Gran rifa' })).getByRole('switch'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Sin permisos para actualizar la configuración')).toBeInTheDocument();
  });
});
