import {
  csvDocument,
  isPaymentMethod,
  isPaymentStatus,
  isPaymentType,
  PAGINATION,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_TYPE_LABELS,
} from '@gym/domain';
import { inGymTime } from '../../shared/dayjs';
import { payerLabel } from './payer';
import { PAYMENTS_ADMIN_TEXTS as T } from './texts';

/** What the CSV needs of a payment of the history. */
export interface CsvPayment {
  id: string;
  amount: number;
  method: string;
  status: string;
  paymentType: string;
  concept: string;
  payerName?: string | null;
  paymentDate: string;
  notes?: string | null;
  reason?: string | null;
  user?: { firstName: string; lastName: string; email: string } | null;
}

export interface HistoryPage<P> {
  payments: P[];
  pagination: { page: number; pages: number };
}

const HEADER = [
  T.colDate,
  T.colClient,
  T.colEmail,
  T.colConcept,
  T.colType,
  T.colMethod,
  T.colStatus,
  T.colAmount,
  T.colReason,
  T.colNotes,
  T.colId,
];

/**
 * The history as CSV, written by domain's one CSV writer: a BOM, CRLF, quoted where needed, and a
 * name or a note starting like a formula (`=`, `+`, `-`, `@`) shown as text, never run.
 */
export function paymentsCsv(payments: readonly CsvPayment[]): string {
  const rows = payments.map((p) => [
    inGymTime(p.paymentDate).format('DD/MM/YYYY HH:mm'),
    payerLabel(p),
    p.user?.email ?? '',
    p.concept,
    isPaymentType(p.paymentType) ? PAYMENT_TYPE_LABELS[p.paymentType] : p.paymentType,
    isPaymentMethod(p.method) ? PAYMENT_METHOD_LABELS[p.method] : p.method,
    isPaymentStatus(p.status) ? PAYMENT_STATUS_LABELS[p.status] : p.status,
    p.amount.toFixed(2),
    p.reason ?? '',
    p.notes ?? '',
    p.id,
  ]);
  return csvDocument([HEADER, ...rows]);
}

/** Every payment of a filter: pages of the largest size, one after another, until the last. */
export async function allPages<P>(fetchPage: (page: number, limit: number) => Promise<HistoryPage<P>>): Promise<P[]> {
  const all: P[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(page, PAGINATION.maxLimit);
    all.push(...answer.payments);
    if (page >= answer.pagination.pages || answer.payments.length < PAGINATION.maxLimit) return all;
  }
}

/** Hands the text to the browser as a download. */
export function downloadCsv(text: string, fileName: string): void {
  const href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
