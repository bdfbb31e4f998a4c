import { screen, within } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import { base32Encode, formatDateTime } from '@gym/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, renderWithSession } from '../../test/session-testing';
import { membership, membershipsMock } from '../../test/member-fixtures';
import { MyCheckInSecretDocument } from '../check-in/check-in.generated';
import { MyMembershipsDocument } from '../membership/membership.generated';
import { MyScheduleDocument } from '../schedule/schedule.generated';
import ClientHomePage from './ClientHomePage';
import { clearSnapshots } from '../../platform/offline-snapshot';

const DAYS = [
  ['monday', 'Lunes'],
  ['tuesday', 'Martes'],
  ['wednesday', 'Miércoles'],
  ['thursday', 'Jueves'],
  ['friday', 'Viernes'],
  ['saturday', 'Sábado'],
  ['sunday', 'Domingo'],
] as const;

const slot = (day: string, startTime: string, endTime: string) => ({
  __typename: 'ScheduleSlot' as const,
  slotId: startTime.length,
  day,
  startTime,
  endTime,
  timeRange: `${startTime} - ${endTime}`,
});

const scheduleMock = {
  request: { query: MyScheduleDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      mySchedule: {
        __typename: 'MySchedule' as const,
        schedule: DAYS.map(([day, dayName]) => {
          const slots = day === 'tuesday' || day === 'thursday' ? [slot(day, '17:00', '19:00')] : [];
          return { __typename: 'ScheduleDay' as const, day, dayName, hasSlots: slots.length > 0, slots };
        }),
        membership: null,
        canEditSchedule: true,
        totalSlotsReserved: 2,
      },
    },
  },
};

const secretMock = {
  request: { query: MyCheckInSecretDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      myCheckInSecret: {
        __typename: 'CheckInSecret' as const,
        memberRef: 'abcdefghjk',
        secret: base32Encode(new Uint8Array(20).fill(7)),
        stepSeconds: 30,
        digits: 6,
        algorithm: 'SHA1',
      },
    },
  },
};

const offline = (query: DocumentNode) => ({
  request: { query },
  maxUsageCount: Number.POSITIVE_INFINITY,
  error: new TypeError('Failed to fetch'),
});

describe("the member's home with no signal", () => {
  beforeEach(() => {
    localStorage.clear();
    clearSnapshots();
  });

  it('shows the card with its days left, the QR and the week’s slots from the last load, with the time of that load', async () => {
    const user = makeUser({ id: 'u-ana', firstName: 'Ana', role: 'cliente' });
    const online = renderWithSession(<ClientHomePage />, {
      user,
      mocks: [membershipsMock([membership()]), scheduleMock, secretMock],
    });
    expect(await screen.findByText('Quedan 5 días')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Código QR de entrada' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Mi semana' })).toBeInTheDocument();
    expect(screen.queryByText(/Sin conexión: datos de/)).toBeNull();
    online.unmount();
    const savedAt = JSON.parse(localStorage.getItem('gym_offline_memberships')!).savedAt as string;

    renderWithSession(<ClientHomePage />, {
      user,
      mocks: [offline(MyMembershipsDocument), offline(MyScheduleDocument), offline(MyCheckInSecretDocument)],
    });
    const card = await screen.findByRole('region', { name: 'Mi membresía' });
    expect(await within(card).findByText('Mensual')).toBeInTheDocument();
    expect(within(card).getByText('Quedan 5 días')).toBeInTheDocument();
    expect(within(card).queryByText('No se pudo cargar tu membresía')).toBeNull();
    // The QR is computed on the phone: it works offline.
    const qr = await screen.findByRole('img', { name: 'Código QR de entrada' });
    expect(qr.getAttribute('data-code')).toMatch(/^abcdefghjk\.\d{6}$/);
    const week = await screen.findByRole('list', { name: 'Mi semana' });
    expect(
      within(week)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Martes17:00 - 19:00', 'Jueves17:00 - 19:00']);
    expect(await screen.findByText(`Sin conexión: datos de ${formatDateTime(savedAt).slice(11)}`)).toBeInTheDocument();
  });

  it("never shows another member's saved data", async () => {
    renderWithSession(<ClientHomePage />, {
      user: makeUser({ id: 'u-ana', role: 'cliente' }),
      mocks: [membershipsMock([membership()]), scheduleMock, secretMock],
    }).unmount();
    renderWithSession(<ClientHomePage />, {
      user: makeUser({ id: 'u-otro', role: 'cliente' }),
      mocks: [offline(MyMembershipsDocument), offline(MyScheduleDocument), offline(MyCheckInSecretDocument)],
    });
    expect(await screen.findByText('No se pudo cargar tu membresía')).toBeInTheDocument();
    expect(screen.queryByText('Mensual')).toBeNull();
    expect(screen.queryByText(/Sin conexión: datos de/)).toBeNull();
  });
});
