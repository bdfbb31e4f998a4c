import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';

type Day = { day: string; isOpen: boolean };

describe('weekly hours and capacity through the bff', () => {
  let stack: Stack;
  let admin: string;

  /** Whether Sunday is open on the public week and on the landing page. */
  const sundayOpen = async () => {
    const { body } = await gql<{ gymSchedule: Day[]; landingContent: { schedule: Day[] } }>(
      stack.bff,
      '{ gymSchedule { day isOpen } landingContent { schedule { day isOpen } } }',
    );
    return {
      week: body.data?.gymSchedule.find((d) => d.day === 'sunday')?.isOpen,
      landing: body.data?.landingContent.schedule.find((d) => d.day === 'sunday')?.isOpen,
    };
  };

  beforeAll(async () => {
    stack = await startStack();
    admin = await stack.login('admin');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('schedule editor and capacity metrics', async () => {
    // Both public reads are cached now; the save below must drop them.
    expect(await sundayOpen()).toEqual({ week: false, landing: false });
    const saved = await gql<{ saveGymSchedule: { day: string; isOpen: boolean; slots: { capacity: number }[] }[] }>(
      stack.bff,
      'mutation($days: [GymHoursDayInput!]!) { saveGymSchedule(days: $days) { day isOpen slots { capacity } } }',
      {
        token: admin,
        variables: {
          days: [
            {
              day: 'sunday',
              isOpen: true,
              openTime: '08:00',
              closeTime: '12:00',
              slots: [{ startTime: '08:00', endTime: '10:00', capacity: 12 }],
            },
          ],
        },
      },
    );
    expect(saved.body.data?.saveGymSchedule.find((d) => d.day === 'sunday')).toEqual({
      day: 'sunday',
      isOpen: true,
      slots: [{ capacity: 12 }],
    });
    const metrics = await gql<{
      capacityMetrics: { totalCapacity: number; byDay: { day: string; capacity: number }[] };
    }>(stack.bff, '{ capacityMetrics { totalCapacity byDay { day capacity } } }', { token: admin });
    expect(metrics.body.data?.capacityMetrics.byDay.find((d) => d.day === 'sunday')?.capacity).toBe(12);
    expect(await sundayOpen()).toEqual({ week: true, landing: true });
  });
});
