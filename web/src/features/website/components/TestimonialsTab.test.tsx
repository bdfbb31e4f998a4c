import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithSession } from '../../../test/session-testing';
import { CreateAdminTestimonialDocument, ModerationTestimonialsDocument } from '../website.generated';
import { TestimonialsTab } from './TestimonialsTab';

const admin = makeUser({ role: 'admin' });

const testimonial = (id: string, name: string, text: string, byAdmin: boolean) => ({
  __typename: 'ModeratedTestimonial' as const,
  id,
  name,
  role: 'Ingeniera',
  text,
  rating: 4,
  status: 'approved',
  isActive: true,
  isFeatured: true,
  submittedAt: '2026-03-01T15:00:00.000Z',
  byAdmin,
});

const existing = testimonial('t-1', 'Carlos Pérez', 'Muy buen gimnasio, lo recomiendo.', false);
const created = testimonial('t-2', 'Ana López', 'Los entrenadores son excelentes.', true);
const stats = (approved: number) => ({
  __typename: 'TestimonialStats' as const,
  total: approved,
  pending: 0,
  approved,
  featured: approved,
  averageRating: 4,
});

const before = {
  request: { query: ModerationTestimonialsDocument },
  result: { data: { moderationTestimonials: [existing], testimonialStats: stats(1) } },
};
const after = {
  request: { query: ModerationTestimonialsDocument },
  result: { data: { moderationTestimonials: [existing, created], testimonialStats: stats(2) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('TestimonialsTab new testimonial', () => {
  it('refuses a short text, then sends a valid one and lists it', { timeout: 15_000 }, async () => {
    const result = vi.fn(() => ({ data: { createAdminTestimonial: created } }));
    const create = { request: { query: CreateAdminTestimonialDocument, variables: () => true }, result };
    renderWithSession(<TestimonialsTab />, { user: admin, mocks: [before, create, after] });

    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo testimonio' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Nombre/), { target: { value: 'Ana López' } });
    fireEvent.change(within(dialog).getByLabelText(/Profesión u ocupación/), { target: { value: 'Ingeniera' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El testimonio debe tener al menos 10 caracteres')).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^Testimonio/), {
      target: { value: ' Los entrenadores son excelentes. ' },
    });
    // fireEvent: userEvent's pointer moves make MUI Rating compute a hover value from jsdom's empty layout.
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 de 5 estrellas' }));
    await userEvent.click(within(dialog).getByRole('switch'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Testimonio creado')).toBeInTheDocument();
    expect(result).toHaveBeenCalledWith({
      input: {
        name: 'Ana López',
        role: 'Ingeniera',
        text: 'Los entrenadores son excelentes.',
        rating: 4,
        isFeatured: true,
        imageUrl: null,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Ana López' })).toBeInTheDocument();
  });
});
