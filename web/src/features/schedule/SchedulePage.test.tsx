import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from '@gym/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CancelScheduleSlotDocument,
  ChangeScheduleDocument,
  MyScheduleDocument,
  PreviewScheduleChangeDocument,
  ScheduleStatsDocument,
  type MyScheduleFieldsFragment,
} from './schedule.generated';
import { makeUser, renderWithSession } from '../../test/session-testing';
import { clearSnapshots } from '../../platform/offline-snapshot';
import { forever, membershipsMock, optionsMock } from '../../test/member-fixtures';
import SchedulePage from './SchedulePage';

const DAYS = [
  ['monday', 'Lunes'],
  ['tuesday', 'Martes'],
  ['wednesday', 'Miércoles'],
  ['thursday', 'Jueves'],
  ['friday', 'Viernes'],
  ['saturday', 'Sábado'],
  ['sunday', 'Domingo'],
] as const;

const slot = (slotId: number, day: string, startTime: string, endTime: string) => ({
  __typename: 'ScheduleSlot',
  slotId,
  day,
  startTime,
  endTime,
  timeRange: `${startTime} - ${endTime}`,
});

function schedule(tuesday: ReturnType<typeof slot>[]): MyScheduleFieldsFragment {
  return {
    __typename: 'MySchedule',
    schedule: DAYS.map(([day, dayName]) => {
      const slots = day === 'tuesday' ? tuesday : day === 'monday' ? [slot(1, 'monday', '06:00', '08:00')] : [];
      return { __typename: 'ScheduleDay', day, dayName, hasSlots: slots.length > 0, slots };
    }),
    membership: {
      __typename: 'ScheduleMembership',
      id: 'm-1',
      status: 'active',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      planName: 'Mensual',
    },
    canEditSchedule: true,
    totalSlotsReserved: 1 + tuesday.length,
  } as MyScheduleFieldsFragment;
}

const before = schedule([slot(5, 'tuesday', '17:00', '19:00')]);
const after = schedule([slot(4, 'tuesday', '06:00', '08:00')]);

const statsMock = {
  request: { query: ScheduleStatsDocument },
  ...forever,
  result: {
    data: {
      scheduleStats: {
        __typename: 'ScheduleStats',
        totalSlots: 2,
        usedSlots: 1,
        availableSlots: 1,
        favoriteTime: '06:00 - 08:00',
        totalVisits: 9,
        dayDistribution: DAYS.map(([day, dayName]) => ({
          __typename: 'DayDistribution',
          day,
          dayName,
          slots: 0,
          visits: 1,
        })),
      },
    },
  },
};

function scheduleMocks(first: MyScheduleFieldsFragment, later: MyScheduleFieldsFragment) {
  let calls = 0;
  return {
    request: { query: MyScheduleDocument },
    ...forever,
    result: () => ({ data: { mySchedule: (calls += 1) === 1 ? first : later } }),
  };
}

describe('SchedulePage', () => {
  it('shows the week and the stats', async () => {
    renderWithSession(<SchedulePage />, { mocks: [scheduleMocks(before, before), statsMock] });
    const tuesday = await screen.findByRole('article', { name: 'Martes' });
    expect(within(tuesday).getByText('17:00 - 19:00')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Domingo' })).getByText('Sin horario')).toBeInTheDocument();
    expect(await screen.findByText('9')).toBeInTheDocument();
    expect(screen.getByText('1 de 2')).toBeInTheDocument();
    expect(screen.getByText('Distribución por día')).toBeInTheDocument();
  });

  it("changes Tuesday's slot after a preview of what changes", async () => {
    let sent: unknown;
    renderWithSession(<SchedulePage />, {
      mocks: [
        scheduleMocks(before, after),
        statsMock,
        optionsMock,
        membershipsMock([]),
        {
          request: { query: PreviewScheduleChangeDocument, variables: () => true },
          result: {
            data: {
              previewScheduleChange: {
                __typename: 'SchedulePreview',
                changeType: 'single_day',
                canApply: true,
                unavailableSlots: [],
                changes: [
                  {
                    __typename: 'DayChange',
                    day: 'tuesday',
                    dayName: 'Martes',
                    currentSlots: [slot(5, 'tuesday', '17:00', '19:00')],
                    newSlots: [slot(4, 'tuesday', '06:00', '08:00')],
                  },
                ],
              },
            },
          },
        },
        {
          request: { query: ChangeScheduleDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent = variables.input;
            return {
              data: {
                changeSchedule: {
                  __typename: 'ScheduleChangeResult',
                  success: true,
                  message: 'Horario actualizado',
                  changeType: 'single_day',
                  schedule: after,
                  unavailableSlots: [],
                },
              },
            };
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar horario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar horario' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Cambiar Martes' }));
    expect(within(dialog).getByRole('button', { name: 'Ver cambios' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Martes 19:00 - 21:00, Lleno' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Martes 06:00 - 08:00, 3 lugares' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ver cambios' }));

    const preview = await screen.findByRole('dialog', { name: 'Revisa tu cambio' });
    expect(within(preview).getByText('Cambio de un día')).toBeInTheDocument();
    expect(within(preview).getByText('Antes: 17:00 - 19:00')).toBeInTheDocument();
    expect(within(preview).getByText('Después: 06:00 - 08:00')).toBeInTheDocument();
    fireEvent.click(within(preview).getByRole('button', { name: 'Confirmar cambio' }));

    expect(await screen.findByText('Horario actualizado')).toBeInTheDocument();
    expect(sent).toEqual({ changes: { tuesday: [4] } });
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'Martes' })).getByText('06:00 - 08:00')).toBeInTheDocument(),
    );
  });

  it('cancels a slot after confirming', async () => {
    let cancelled: unknown;
    renderWithSession(<SchedulePage />, {
      mocks: [
        scheduleMocks(before, schedule([])),
        statsMock,
        membershipsMock([]),
        {
          request: { query: CancelScheduleSlotDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            cancelled = variables;
            return { data: { cancelScheduleSlot: schedule([]) } };
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar Martes 17:00 - 19:00' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar horario' }));
    expect(await screen.findByText('Horario cancelado')).toBeInTheDocument();
    expect(cancelled).toEqual({ day: 'tuesday', slotId: 5 });
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'Martes' })).getByText('Sin horario')).toBeInTheDocument(),
    );
  });
});

describe('SchedulePage with no signal (the member app)', () => {
  const noSignal = (query: typeof MyScheduleDocument | typeof ScheduleStatsDocument) => ({
    request: { query },
    ...forever,
    error: new TypeError('Failed to fetch'),
  });
  beforeEach(() => {
    localStorage.clear();
    clearSnapshots();
  });

  it('shows the week as last loaded, with the time it was saved, and offers no change or cancellation', async () => {
    const user = makeUser({ id: 'u-ana', role: 'cliente' });
    renderWithSession(<SchedulePage />, { user, mocks: [scheduleMocks(before, before), statsMock] });
    await screen.findByRole('article', { name: 'Martes' });
    expect(screen.getByRole('button', { name: 'Cambiar horario' })).toBeInTheDocument();
    cleanup();
    const savedAt = JSON.parse(localStorage.getItem('gym_offline_my-schedule')!).savedAt as string;

    renderWithSession(<SchedulePage />, {
      user,
      mocks: [noSignal(MyScheduleDocument), noSignal(ScheduleStatsDocument)],
    });
    const tuesday = await screen.findByRole('article', { name: 'Martes' });
    expect(within(tuesday).getByText('17:00 - 19:00')).toBeInTheDocument();
    expect(screen.getByText(`Sin conexión: datos de ${formatDateTime(savedAt).slice(11)}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar horario' })).toBeNull();
    expect(within(tuesday).queryByRole('button')).toBeNull();
  });
});
