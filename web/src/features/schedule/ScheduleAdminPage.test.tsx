import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithSession } from '../../test/session-testing';
import { AdminScheduleDocument } from './schedule-admin.generated';
import ScheduleAdminPage from './ScheduleAdminPage';
import { pageAsksBeforeLeaving as leaving } from '../../test/leaving';

const schedule = {
  request: { query: AdminScheduleDocument },
  result: {
    data: {
      gymSchedule: [
        {
          __typename: 'ScheduleDay',
          day: 'monday',
          dayName: 'Lunes',
          isOpen: true,
          openTime: '05:00',
          closeTime: '22:00',
          slots: [
            {
              __typename: 'ScheduleSlot',
              id: 's-1',
              startTime: '06:00',
              endTime: '08:00',
              capacity: 20,
              reserved: 3,
              label: 'Mañana',
            },
          ],
        },
      ],
      capacityMetrics: {
        __typename: 'CapacityMetrics',
        totalCapacity: 20,
        totalReservations: 3,
        averageOccupancy: 15,
        availableSpaces: 17,
        busiestDay: 'Lunes',
        busiestOccupancy: 15,
        byDay: [
          { __typename: 'DayCapacity', day: 'monday', dayName: 'Lunes', capacity: 20, reservations: 3, occupancy: 15 },
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('ScheduleAdminPage', () => {
  it('shows the week with its occupancy, and asks before the page is left with an edited slot', async () => {
    renderWithSession(<ScheduleAdminPage />, {
      user: makeUser({ role: 'admin' }),
      mocks: [schedule],
      route: '/dashboard/admin/schedule',
    });
    const capacity = await screen.findByRole('textbox', { name: 'Cupo' });
    expect(screen.getByText('Lunes (15 %)')).toBeInTheDocument();
    expect(leaving()).toBe(false);
    fireEvent.change(capacity, { target: { value: '25' } });
    expect(leaving()).toBe(true);
    fireEvent.change(capacity, { target: { value: '20' } });
    expect(leaving()).toBe(false);
  });
});
