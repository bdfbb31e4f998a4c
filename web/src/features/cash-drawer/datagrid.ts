import { createElement } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { closeNeedsReason, formatGTQ } from '@gym/domain';
import { inGymTime } from '../../shared/dayjs';
import type { CashSessionFieldsFragment } from './cash-drawer.generated';
import { DifferenceText } from './components/DifferenceText';
import { CASH_DRAWER_TEXTS as T } from './texts';

export const cashTime = (value: string | null | undefined) =>
  value ? inGymTime(value).format('DD/MM/YYYY HH:mm') : '';

const money = (value: number | null | undefined) => (value === null || value === undefined ? '' : formatGTQ(value));
const C = T.admin.columns;

/** Server-side data: the api orders the latest opened first and pages; the grid sorts nothing itself. */
export const CASH_SESSION_COLUMNS: GridColDef<CashSessionFieldsFragment>[] = [
  { field: 'clerkName', headerName: C.clerk, flex: 1, minWidth: 160, sortable: false },
  {
    field: 'openedAt',
    headerName: C.openedAt,
    width: 140,
    sortable: false,
    valueFormatter: (v: string) => cashTime(v),
  },
  {
    field: 'closedAt',
    headerName: C.closedAt,
    width: 140,
    sortable: false,
    valueFormatter: (v: string | null) => cashTime(v),
  },
  { field: 'statusLabel', headerName: C.status, width: 100, sortable: false },
  { field: 'expected', headerName: C.expected, width: 120, type: 'number', sortable: false, valueFormatter: money },
  { field: 'counted', headerName: C.counted, width: 120, type: 'number', sortable: false, valueFormatter: money },
  {
    field: 'difference',
    headerName: C.difference,
    width: 130,
    type: 'number',
    sortable: false,
    renderCell: ({ row }) =>
      row.difference === null || row.difference === undefined
        ? ''
        : createElement(DifferenceText, { difference: row.difference }),
  },
  {
    field: 'differenceReason',
    headerName: C.reason,
    flex: 1.5,
    minWidth: 200,
    sortable: false,
    valueFormatter: (v: string | null) => v ?? '',
  },
];

export const hasDifference = (row: Pick<CashSessionFieldsFragment, 'difference'>) =>
  row.difference !== null && row.difference !== undefined && closeNeedsReason(row.difference);
