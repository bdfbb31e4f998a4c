import { createElement } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { formatGTQ, INVOICE_STATUS_LABELS, type InvoiceStatus } from '@gym/domain';
import { Money } from '../../shared/components/Money';
import { inGymTime } from '../../shared/dayjs';
import type { InvoiceFieldsFragment } from './invoice.fragment.generated';
import { INVOICES_TEXTS as T } from './texts';

export type InvoiceRow = InvoiceFieldsFragment;

export const INVOICE_PAGE_SIZES = [20, 50, 100];

const STATUS_COLORS: Record<InvoiceStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  pending: 'default',
  certified: 'success',
  failed: 'warning',
  voiding: 'default',
  voided: 'error',
  receipt: 'info',
};

const isStatus = (status: string): status is InvoiceStatus => status in INVOICE_STATUS_LABELS;

/** 'Certificada', 'Factura pendiente', 'Anulada', 'Comprobante' (the domain's labels). */
export function invoiceStatusLabel(invoice: Pick<InvoiceRow, 'status' | 'statusLabel'>): string {
  return isStatus(invoice.status) ? INVOICE_STATUS_LABELS[invoice.status] : invoice.statusLabel;
}

export function InvoiceStatusChip({ invoice }: { invoice: Pick<InvoiceRow, 'status' | 'statusLabel'> }) {
  return createElement(Chip, {
    size: 'small',
    label: invoiceStatusLabel(invoice),
    color: isStatus(invoice.status) ? STATUS_COLORS[invoice.status] : 'default',
  });
}

/** 'A1B2C3D4-123456789' for a certified one, 'C-000123' for a Comprobante, else 'Sin número'. */
export function invoiceNumber(invoice: Pick<InvoiceRow, 'documentNumber' | 'series' | 'number'>): string {
  if (invoice.documentNumber) return invoice.documentNumber;
  if (invoice.series && invoice.number) return `${invoice.series}-${invoice.number}`;
  return T.noNumber;
}

/** Server-side data: filters and pages go through the query, not the grid. */
export function invoiceColumns(
  onRetry: (invoice: InvoiceRow) => void,
  retrying: string | null,
): GridColDef<InvoiceRow>[] {
  return [
    {
      field: 'issuedAt',
      headerName: T.colDate,
      width: 105,
      sortable: false,
      valueGetter: (value: string) => inGymTime(value).format('DD/MM/YYYY'),
    },
    {
      field: 'documentNumber',
      headerName: T.colNumber,
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueGetter: (_value, row) => invoiceNumber(row),
    },
    {
      field: 'type',
      headerName: T.colType,
      width: 130,
      sortable: false,
      valueGetter: (value: string, row) => T.typeShort[value] ?? row.typeLabel,
    },
    {
      field: 'receiverId',
      headerName: T.colReceiverId,
      width: 120,
      sortable: false,
      valueGetter: (_value, row) => row.receiver.taxId,
    },
    {
      field: 'receiverName',
      headerName: T.colReceiverName,
      flex: 1.3,
      minWidth: 160,
      sortable: false,
      valueGetter: (_value, row) => row.receiver.name,
    },
    {
      field: 'total',
      headerName: T.colTotal,
      width: 120,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => createElement(Money, { value: row.total }),
    },
    {
      field: 'status',
      headerName: T.colStatus,
      width: 230,
      sortable: false,
      renderCell: ({ row }) =>
        createElement(
          'span',
          { style: { display: 'inline-flex', alignItems: 'center', gap: 8 } },
          createElement(InvoiceStatusChip, { invoice: row }),
          row.retryable
            ? createElement(
                Button,
                {
                  size: 'small',
                  disabled: retrying === row.id,
                  'aria-label': T.retryLabel(row.receiver.name, formatGTQ(row.total)),
                  // The row opens its drawer on click and Enter: the button keeps its own.
                  onClick: (event: { stopPropagation: () => void }) => {
                    event.stopPropagation();
                    onRetry(row);
                  },
                  onKeyDown: (event: { key: string; stopPropagation: () => void }) => {
                    if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
                  },
                },
                T.retry,
              )
            : null,
        ),
    },
    {
      field: 'authorization',
      headerName: T.colAuthorization,
      flex: 1.4,
      minWidth: 200,
      sortable: false,
      valueGetter: (value: string | null) => value ?? '',
    },
  ];
}
