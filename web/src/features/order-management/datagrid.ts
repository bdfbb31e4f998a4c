import { createElement } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { formatGTQ, STORE_PAYMENT_METHOD_LABELS, type StorePaymentMethod } from '@gym/domain';
import { inGymTime } from '../../shared/dayjs';
import { OrderStatusChip } from '../../shared/components/OrderStatusChip';
import type { ManagementOrderRowFragment } from './order-management.generated';
import { ORDER_BOARD_TEXTS as T } from './texts';

/** Server-side data: the grid neither sorts nor filters; the query does (newest first). */
export const orderColumns: GridColDef<ManagementOrderRowFragment>[] = [
  { field: 'orderNumber', headerName: T.columns.orderNumber, flex: 1, minWidth: 170, sortable: false },
  {
    field: 'createdAt',
    headerName: T.columns.createdAt,
    width: 140,
    sortable: false,
    valueFormatter: (value: string) => inGymTime(value).format('DD/MM/YYYY HH:mm'),
  },
  {
    field: 'customerName',
    headerName: T.columns.customer,
    flex: 1,
    minWidth: 150,
    sortable: false,
    valueFormatter: (value: string) => value || T.anonymous,
  },
  {
    field: 'deliveryType',
    headerName: T.columns.delivery,
    width: 150,
    sortable: false,
    valueFormatter: (value: string) => T.deliveryTypes[value] ?? value,
  },
  {
    field: 'paymentMethod',
    headerName: T.columns.payment,
    width: 160,
    sortable: false,
    valueFormatter: (value: string) => STORE_PAYMENT_METHOD_LABELS[value as StorePaymentMethod] ?? value,
  },
  {
    field: 'totalAmount',
    headerName: T.columns.total,
    width: 110,
    type: 'number',
    sortable: false,
    valueFormatter: (value: number) => formatGTQ(value),
  },
  {
    field: 'status',
    headerName: T.columns.status,
    width: 170,
    sortable: false,
    renderCell: ({ row }) => createElement(OrderStatusChip, { status: row.status }),
  },
];
