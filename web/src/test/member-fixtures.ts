// Test data for the member-area screens, typed from the generated operations.
import { businessDate } from '@gym/domain';
import {
  MembershipPlansDocument,
  MyMembershipsDocument,
  TransferBankAccountsDocument,
  type MembershipFieldsFragment,
} from '../features/membership/membership.generated';
import { ScheduleOptionsDocument, type ScheduleOptionsQuery } from '../features/schedule/schedule.generated';

const DAY_MS = 86_400_000;
export const isoDaysFromToday = (days: number) => businessDate(new Date(Date.now() + days * DAY_MS));

/** Apollo's cache wants __typename; the generated fragment types leave it out. */
const typed = <T>(value: T & { __typename: string }): T => value;

export function membership(overrides: Partial<MembershipFieldsFragment> = {}): MembershipFieldsFragment {
  return typed<MembershipFieldsFragment>({
    __typename: 'Membership',
    id: 'm-1',
    status: 'active',
    startDate: isoDaysFromToday(-25),
    endDate: isoDaysFromToday(4),
    price: 250,
    daysLeft: 5,
    isExpiringSoon: true,
    isFrozen: false,
    freeze: null,
    planId: 'p-monthly',
    planName: 'Mensual',
    createdAt: '2026-01-01T00:00:00.000Z',
    reservedSlots: [typed({ __typename: 'ScheduleSlot', slotId: 5, day: 'tuesday', timeRange: '17:00 - 19:00' })],
    ...overrides,
  });
}

export const forever = { maxUsageCount: Number.POSITIVE_INFINITY };

export function membershipsMock(list: MembershipFieldsFragment[]) {
  return {
    request: { query: MyMembershipsDocument },
    ...forever,
    result: { data: { memberships: { __typename: 'MembershipPage', memberships: list } } },
  };
}

export const PLANS = [
  {
    id: 'p-daily',
    name: 'Pase diario',
    price: 25,
    originalPrice: null,
    durationType: 'daily',
    features: ['Un día'],
    isPopular: false,
  },
  {
    id: 'p-monthly',
    name: 'Mensual',
    price: 250,
    originalPrice: 300,
    durationType: 'monthly',
    features: ['Acceso ilimitado'],
    isPopular: true,
  },
].map((plan) => ({ __typename: 'MembershipPlan' as const, description: null, ...plan }));

export const plansMock = {
  request: { query: MembershipPlansDocument },
  ...forever,
  result: { data: { membershipPlans: PLANS } },
};

type DayOption = ScheduleOptionsQuery['scheduleOptions'][number];
type SlotOption = DayOption['slots'][number];

function slot(
  slotId: number,
  day: string,
  startTime: string,
  endTime: string,
  available: number,
  mine = false,
): SlotOption {
  return typed<SlotOption>({
    __typename: 'SlotOption',
    slotId,
    day,
    startTime,
    endTime,
    timeRange: `${startTime} - ${endTime}`,
    capacity: 10,
    reserved: 10 - available,
    available,
    isFull: available === 0,
    isReservedByMe: mine,
  });
}

export const OPTIONS: DayOption[] = [
  typed<DayOption>({
    __typename: 'DayOptions',
    day: 'tuesday',
    dayName: 'Martes',
    isOpen: true,
    openTime: '05:00',
    closeTime: '22:00',
    slots: [
      slot(4, 'tuesday', '06:00', '08:00', 3),
      slot(5, 'tuesday', '17:00', '19:00', 6, true),
      slot(6, 'tuesday', '19:00', '21:00', 0),
    ],
  }),
  typed<DayOption>({
    __typename: 'DayOptions',
    day: 'sunday',
    dayName: 'Domingo',
    isOpen: false,
    openTime: null,
    closeTime: null,
    slots: [],
  }),
];

export const optionsMock = {
  request: { query: ScheduleOptionsDocument, variables: () => true },
  ...forever,
  result: { data: { scheduleOptions: OPTIONS } },
};

export const bankMock = {
  request: { query: TransferBankAccountsDocument },
  ...forever,
  result: {
    data: {
      transferBankAccounts: [
        {
          __typename: 'BankAccount',
          id: 'b-1',
          bankName: 'Banco Industrial',
          accountName: 'Gimnasio, S.A.',
          accountNumber: '123-456789-0',
          accountType: 'Monetaria',
          instructions: null,
        },
      ],
    },
  },
};
