import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyTestimonialsDocument, SubmitTestimonialDocument } from './testimonials.generated';
import { makeUser, renderWithSession } from '../../test/session-testing';
import TestimonialPage from './TestimonialPage';

const empty = {
  __typename: 'MyTestimonials',
  testimonials: [],
  total: 0,
  hasActiveTestimonial: false,
  hasPendingTestimonial: false,
  canSubmitNew: true,
  thankYouMessage: null,
};

const submitted = {
  __typename: 'MyTestimonial',
  id: 't-1',
  name: 'Ana López',
  role: 'Ingeniera',
  text: 'Excelente gimnasio, muy limpio.',
  rating: 5,
  status: 'pending',
  isActive: false,
  canEdit: true,
  submittedAt: '2026-02-10T15:00:00.000Z',
};

const thanks =
  '¡Gracias por compartir tu experiencia! Tu testimonio está en revisión y pronto lo verán otros miembros.';

function myMock(answers: unknown[]) {
  let call = 0;
  return {
    request: { query: MyTestimonialsDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => ({ data: { myTestimonials: answers[Math.min(call++, answers.length - 1)] } }),
  };
}

describe('TestimonialPage', () => {
  it('validates with the spec messages before sending', async () => {
    renderWithSession(<TestimonialPage />, {
      user: makeUser({ firstName: 'Ana', lastName: 'López' }),
      mocks: [myMock([empty])],
    });
    expect(await screen.findByLabelText(/Nombre/)).toHaveValue('Ana López');
    fireEvent.change(screen.getByLabelText(/Tu testimonio/), { target: { value: 'corto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar testimonio' }));
    expect(await screen.findByText('El testimonio debe tener al menos 10 caracteres')).toBeInTheDocument();
    expect(screen.getByText('La calificación debe estar entre 1 y 5')).toBeInTheDocument();
    expect(screen.getByText('La profesión/rol es obligatoria')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Tu testimonio/), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar testimonio' }));
    expect(await screen.findByText('El testimonio no puede superar los 500 caracteres')).toBeInTheDocument();
  });

  it('submits, then shows the pending state and the thank-you message', async () => {
    let sent: unknown;
    renderWithSession(<TestimonialPage />, {
      user: makeUser({ firstName: 'Ana', lastName: 'López' }),
      mocks: [
        myMock([
          empty,
          {
            ...empty,
            testimonials: [submitted],
            total: 1,
            hasPendingTestimonial: true,
            canSubmitNew: false,
            thankYouMessage: thanks,
          },
        ]),
        {
          request: { query: SubmitTestimonialDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent = variables.input;
            return {
              data: {
                submitTestimonial: {
                  __typename: 'TestimonialSubmission',
                  message: 'Testimonio enviado. Se publicará cuando el equipo lo revise',
                  thankYouMessage: thanks,
                  testimonial: submitted,
                },
              },
            };
          },
        },
      ],
    });
    fireEvent.change(await screen.findByLabelText(/Profesión u ocupación/), { target: { value: 'Ingeniera' } });
    fireEvent.click(screen.getByRole('radio', { name: '5 estrellas' }));
    fireEvent.change(screen.getByLabelText(/Tu testimonio/), { target: { value: 'Excelente gimnasio, muy limpio.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar testimonio' }));

    expect(await screen.findByText(thanks)).toBeInTheDocument();
    expect(screen.getByText('En revisión')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar testimonio' })).not.toBeInTheDocument();
    expect(sent).toEqual({ name: 'Ana López', role: 'Ingeniera', rating: 5, text: 'Excelente gimnasio, muy limpio.' });
  });

  it('shows a published testimonial without edit', async () => {
    renderWithSession(<TestimonialPage />, {
      mocks: [
        myMock([
          {
            ...empty,
            testimonials: [{ ...submitted, status: 'approved', isActive: true, canEdit: false }],
            total: 1,
            hasActiveTestimonial: true,
            canSubmitNew: false,
            thankYouMessage: '¡Gracias por tu testimonio! Ya está publicado y motiva a otros miembros.',
          },
        ]),
      ],
    });
    expect(await screen.findByText('Publicado')).toBeInTheDocument();
    expect(
      screen.getByText('¡Gracias por tu testimonio! Ya está publicado y motiva a otros miembros.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
  });
});
