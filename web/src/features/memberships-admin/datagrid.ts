import { createElement } from 'react';
import type { GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';
import { formatBusinessDate, formatGTQ, type MembershipSortKey } from '@gym/domain';
import type { AdminMembershipRowFragment } from './memberships-admin.generated';
import { MembershipStatusChip } from './components/MembershipStatusChip';
import { MEMBERSHIPS_ADMIN_TEXTS as T } from './texts';

export const MEMBERSHIP_PAGE_SIZES = [10, 20, 50, 100];

/** Grid columns the server can sort by, and the key it knows them by. */
export const SORT_KEY_OF_FIELD: Record<string, MembershipSortKey> = {
  client: 'client',
  planName: 'plan',
  status: 'status',
  startDate: 'startDate',
  endDate: 'endDate',
  price: 'price',
};

/** Server-side data: sorting and paging happen through the query, not in the grid. */
export function membershipColumns(sortable: boolean): GridColDef<AdminMembershipRowFragment>[] {
  return [
    {
      field: 'client',
      headerName: T.columns.client,
      flex: 1.4,
      minWidth: 160,
      sortable,
      valueGetter: (_value, row) => row.user?.fullName ?? '',
      renderCell: ({ row }) => createElement('span', { title: row.user?.email ?? undefined }, row.user?.fullName ?? ''),
    },
    { field: 'planName', headerName: T.columns.plan, flex: 1, minWidth: 120, sortable },
    {
      field: 'status',
      headerName: T.columns.status,
      width: 130,
      sortable,
      renderCell: ({ row }) => createElement(MembershipStatusChip, { status: row.status, freeze: row.freeze }),
    },
    {
      field: 'startDate',
      headerName: T.columns.startDate,
      width: 105,
      sortable,
      valueFormatter: (value: string) => formatBusinessDate(value),
    },
    {
      field: 'endDate',
      headerName: T.columns.endDate,
      width: 105,
      sortable,
      valueFormatter: (value: string) => formatBusinessDate(value),
    },
    { field: 'daysLeft', headerName: T.columns.daysLeft, width: 70, type: 'number', sortable: false },
    {
      field: 'price',
      headerName: T.columns.price,
      width: 110,
      type: 'number',
      sortable,
      valueFormatter: (value: number) => formatGTQ(value),
    },
  ];
}

/** Columns hidden on narrow screens so client, status and end date stay readable. */
export function membershipColumnVisibility(screen: 'phone' | 'tablet' | 'desktop'): GridColumnVisibilityModel {
  if (screen === 'phone') return { planName: false, startDate: false, daysLeft: false, price: false };
  if (screen === 'tablet') return { startDate: false, price: false };
  return {};
}
