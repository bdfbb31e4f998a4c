import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
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

  it('refuses an over-limit slot or day with the field contract message', async () => {
    const save = async (day: Record<string, unknown>) =>
      firstError(
        (
          await gql(stack.bff, 'mutation($days: [GymHoursDayInput!]!) { saveGymSchedule(days: $days) { day } }', {
            token: admin,
            variables: { days: [{ day: 'sunday', isOpen: true, openTime: '08:00', closeTime: '12:00', ...day }] },
          })
        ).body,
      );
    const slot = { startTime: '08:00', endTime: '10:00', capacity: 12 };
    expect(await save({ slots: [{ ...slot, capacity: 1001 }] })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'El cupo no puede ser mayor que 1000',
    });
    expect((await save({ slots: [{ ...slot, startTime: '8:00' }] })).message).toBe('Usa el formato HH:mm');
    expect((await save({ slots: [{ ...slot, label: 'x'.repeat(61) }] })).message).toBe(
      'La etiqueta admite como máximo 60 caracteres',
    );
    expect((await save({ day: 'domingo', slots: [] })).message).toBe(
      'El día debe ser uno de: monday, tuesday, wednesday, thursday, friday, saturday, sunday',
    );
    const many = Array.from({ length: 49 }, (_, i) => ({ ...slot, startTime: `0${i % 10}:${10 + i}` }));
    expect((await save({ slots: many })).message).toBe('La cantidad de franjas del día no puede ser mayor que 48');
  });
});
