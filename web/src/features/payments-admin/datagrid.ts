import { createElement } from 'react';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import {
  formatGTQ,
  isPaymentMethod,
  isPaymentStatus,
  isPaymentType,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_COLORS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_TYPE_LABELS,
} from '@gym/domain';
import { inGymTime } from '../../shared/dayjs';
import type { AdminPaymentHistoryQuery } from './payments-admin.generated';
import { payerLabel } from './payer';
import { PAYMENTS_ADMIN_TEXTS as T } from './texts';

export type HistoryRow = AdminPaymentHistoryQuery['payments']['payments'][number];

export const HISTORY_PAGE_SIZES = [20, 50, 100];

/** Server-side data: filtering and paging happen through the query, not in the grid. */
export function historyColumns(): GridColDef<HistoryRow>[] {
  return [
    {
      field: 'paymentDate',
      headerName: T.colDate,
      width: 150,
      sortable: false,
      valueGetter: (value: string) => inGymTime(value).format('DD/MM/YYYY HH:mm'),
    },
    {
      field: 'user',
      headerName: T.colClient,
      flex: 1.2,
      minWidth: 150,
      sortable: false,
      valueGetter: (_value, row) => payerLabel(row),
    },
    { field: 'concept', headerName: T.colConcept, flex: 1.4, minWidth: 160, sortable: false },
    {
      field: 'paymentType',
      headerName: T.colType,
      width: 150,
      sortable: false,
      valueGetter: (value: string) => (isPaymentType(value) ? PAYMENT_TYPE_LABELS[value] : value),
    },
    {
      field: 'method',
      headerName: T.colMethod,
      width: 120,
      sortable: false,
      valueGetter: (value: string) => (isPaymentMethod(value) ? PAYMENT_METHOD_LABELS[value] : value),
    },
    {
      field: 'status',
      headerName: T.colStatus,
      width: 120,
      sortable: false,
      renderCell: ({ row }) =>
        createElement(Chip, {
          size: 'small',
          label: isPaymentStatus(row.status) ? PAYMENT_STATUS_LABELS[row.status] : row.status,
          color: isPaymentStatus(row.status) ? PAYMENT_STATUS_COLORS[row.status] : 'default',
        }),
    },
    {
      field: 'amount',
      headerName: T.colAmount,
      width: 120,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (value: number) => formatGTQ(value),
    },
    {
      // The widest text column; a reason longer than the cell still shows whole on hover (its title).
      field: 'reason',
      headerName: T.colReason,
      flex: 2,
      minWidth: 240,
      sortable: false,
      valueGetter: (value: string | null) => value ?? '',
      renderCell: ({ value }: { value?: string }) =>
        value
          ? createElement(
              'span',
              { title: value, style: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
              value,
            )
          : null,
    },
  ];
}
