import { createElement } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { formatBusinessDate, formatGTQ, type ExpenseSortKey } from '@gym/domain';
import type { ExpenseRowFragment } from './expenses.generated';
import { ExpenseStatusChip } from './components/ExpenseStatusChip';
import { EXPENSES_TEXTS as T } from './texts';

/** Grid columns the server can sort by, and the key it knows them by. */
export const SORT_KEY_OF_FIELD: Record<string, ExpenseSortKey> = {
  expenseDate: 'expenseDate',
  title: 'title',
  categoryLabel: 'category',
  amount: 'amount',
  status: 'status',
};

/** Server-side data: sorting and paging happen through the query, not in the grid. */
export function expenseColumns(sortable: boolean): GridColDef<ExpenseRowFragment>[] {
  return [
    {
      field: 'expenseDate',
      headerName: T.columns.expenseDate,
      width: 105,
      sortable,
      valueFormatter: (value: string) => formatBusinessDate(value),
    },
    { field: 'title', headerName: T.columns.title, flex: 1.5, minWidth: 160, sortable },
    { field: 'categoryLabel', headerName: T.columns.category, flex: 1, minWidth: 130, sortable },
    { field: 'vendor', headerName: T.columns.vendor, flex: 1, minWidth: 120, sortable: false },
    {
      field: 'amount',
      headerName: T.columns.amount,
      width: 120,
      type: 'number',
      sortable,
      valueFormatter: (value: number) => formatGTQ(value),
    },
    {
      field: 'status',
      headerName: T.columns.status,
      width: 120,
      sortable,
      renderCell: ({ row }) => createElement(ExpenseStatusChip, { status: row.status }),
    },
  ];
}
