import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeskClientVisitsDocument } from '../front-desk.generated';
import { makeUser, renderWithSession } from '../../../test/session-testing';
import { CLIENT_VISITS_PAGE, ClientVisitsList } from './ClientVisitsList';

/** `count` visits, one a day back from 28/11/2026 at 18:30 Guatemala time, alternating who recorded them. */
function visitRows(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    __typename: 'ClientVisit' as const,
    id: `v-${index}`,
    visitedAt: new Date(Date.UTC(2026, 10, 29 - index, 0, 30)).toISOString(),
    visitType: index === 2 ? 'daily' : 'membership',
    visitors: index === 2 ? 3 : 1,
    recordedBy: index % 2 === 0 ? 'Ana Castillo' : null,
    deviceName: index % 2 === 1 ? 'Tablet de la puerta' : null,
  }));
}

const visitsMock = (limit: number, count: number) => ({
  request: { query: DeskClientVisitsDocument, variables: { userId: 'u-1', limit } },
  result: { data: { clientVisits: visitRows(count) } },
});

describe('ClientVisitsList', () => {
  it("shows a member's last visits with when and who recorded each, and 'Ver más' while there are more", async () => {
    renderWithSession(<ClientVisitsList userId="u-1" />, {
      user: makeUser({ role: 'colaborador' }),
      mocks: [visitsMock(CLIENT_VISITS_PAGE + 1, 11), visitsMock(2 * CLIENT_VISITS_PAGE + 1, 14)],
    });
    const list = await screen.findByRole('list', { name: 'Visitas' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('28/11/2026 18:30');
    expect(items[0]).toHaveTextContent('Membresía · Registró: Ana Castillo');
    expect(items[1]).toHaveTextContent('27/11/2026 18:30');
    expect(items[1]).toHaveTextContent('Membresía · Kiosco: Tablet de la puerta');
    expect(items[2]).toHaveTextContent('Pase diario (3 personas) · Registró: Ana Castillo');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Ver más' }));
    expect(await within(list).findByText('15/11/2026 18:30')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
  });

  it('says so when the member never came', async () => {
    renderWithSession(<ClientVisitsList userId="u-1" />, {
      user: makeUser({ role: 'colaborador' }),
      mocks: [visitsMock(CLIENT_VISITS_PAGE + 1, 0)],
    });
    expect(await screen.findByText('Todavía no tiene visitas registradas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
  });
});
