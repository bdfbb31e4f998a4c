import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../../test/session-testing';
import { DeskCheckInDocument } from '../check-in.generated';
import { DeskCheckInField } from './DeskCheckInField';

const outcome = (fields: Record<string, unknown>) => ({
  __typename: 'CheckInOutcome',
  allowed: true,
  reason: null,
  message: '¡Bienvenido, Luis!',
  next: null,
  kind: 'member',
  replayed: false,
  member: { __typename: 'CheckInMember', firstName: 'Luis', lastName: 'Pérez' },
  membership: { __typename: 'CheckInMembership', planName: 'Mensual', daysLeft: 1, endDate: '2026-11-30' },
  pass: null,
  ...fields,
});

const mock = (code: string, checkIn: Record<string, unknown>) => ({
  request: { query: DeskCheckInDocument, variables: { input: { code } } },
  result: { data: { checkIn } },
});

function scan(code: string) {
  const field = screen.getByLabelText('Escanear código de entrada');
  fireEvent.change(field, { target: { value: code } });
  fireEvent.submit(field.closest('form')!);
}

describe("the desk's scanner field", () => {
  it('says who came in and the days left, then why the next one may not', async () => {
    renderWithSession(<DeskCheckInField />, {
      mocks: [
        mock('abcdefghjk.123456', outcome({})),
        mock(
          'mnopqrstuv.654321',
          outcome({
            allowed: false,
            reason: 'suspended',
            message: 'Tu membresía está suspendida',
            next: 'Pasa a recepción',
            member: { __typename: 'CheckInMember', firstName: 'Ana', lastName: 'Ruiz' },
            membership: null,
          }),
        ),
      ],
    });
    scan(' abcdefghjk.123456\n');
    expect(await screen.findByText('¡Bienvenido, Luis! Luis Pérez. Te queda 1 día de membresía.')).toBeInTheDocument();
    expect(screen.getByLabelText('Escanear código de entrada')).toHaveValue('');
    scan('mnopqrstuv.654321');
    expect(await screen.findByText('Ana Ruiz: Tu membresía está suspendida')).toBeInTheDocument();
  });

  it('asks for a code before calling the server', async () => {
    renderWithSession(<DeskCheckInField />, { mocks: [] });
    scan('   ');
    expect(await screen.findByText('El código es requerido')).toBeInTheDocument();
  });
});
