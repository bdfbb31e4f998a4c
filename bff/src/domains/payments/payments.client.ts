import type { AxiosInstance } from 'axios';
import { PAGINATION, PAYMENTS_PAGE_SIZE, URGENT_TRANSFER_HOURS } from '@gym/domain';
import { degradable, restCall, withoutNullish } from '../../kernel/http/rest';
import { emptyPagination, type RestPagination } from '../common/common.rest';
import type {
  ActivateCashMembershipInput,
  CancelCardInput,
  CancelCashMembershipInput,
  CancelPaymentInput,
  ConfirmCardInput,
  PaymentReportFilterInput,
  PaymentSearchInput,
  SetPaymentStatusInput,
  ConfirmCashInput,
  CreatePaymentInput,
  PaymentQueueFilterInput,
  PaymentsFilterInput,
  TransferQueueFilterInput,
  ValidateTransferInput,
} from './payments.input';
import { transferProofPath } from './payments-upload.route';
import type { AuditEvent } from '../common/common.type';
import type {
  FinancialDashboard,
  MethodStats,
  PaymentBreakdown,
  PaymentStatistics,
  PaymentTally,
  PeriodFigures,
} from './payments-figures.type';
import type {
  CashConfirmation,
  PaymentDetail,
  PaymentOrderSummary,
  PaymentPayer,
  PaymentQueue,
  PaymentSearchResult,
  PendingPaymentsDashboard,
  PendingTransfer,
  TransferQueue,
} from './payments-queues.type';
import type { PaymentReport } from './payments-report.type';
import type { BankAccount, Payment, PaymentPage } from './payments.type';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';

export interface RestPayment {
  id: string;
  userId: string | null;
  amount: number;
  method: string;
  status: string;
  paymentType: string;
  concept: string;
  payerName?: string | null;
  orderId: string | null;
  membershipId: string | null;
  membership: { id: string; status: string; startDate: string; endDate: string; planId: string } | null;
  plan?: { id: string; name: string } | null;
  proofUrl: string | null;
  proofUploadedAt: string | null;
  validatedAt: string | null;
  notes?: string | null;
  receivedAmount?: number | null;
  transactionId?: string | null;
  cardLast4?: string | null;
  reason?: string | null;
  rejectedAt?: string | null;
  reuploadDeadline?: string | null;
  paymentDate: string;
  createdAt: string;
}

export function toPayment(rest: RestPayment): Payment {
  return {
    id: rest.id,
    userId: rest.userId ?? null,
    amount: rest.amount,
    method: rest.method,
    status: rest.status,
    paymentType: rest.paymentType,
    concept: rest.concept,
    payerName: rest.payerName ?? null,
    orderId: rest.orderId ?? null,
    membershipId: rest.membershipId ?? null,
    membership: rest.membership ?? null,
    proofUrl: rest.proofUrl ? transferProofPath(rest.id) : null,
    proofUploadedAt: rest.proofUploadedAt ?? null,
    validatedAt: rest.validatedAt ?? null,
    notes: rest.notes ?? null,
    receivedAmount: rest.receivedAmount ?? null,
    transactionId: rest.transactionId ?? null,
    cardLast4: rest.cardLast4 ?? null,
    reason: rest.reason ?? null,
    rejectedAt: rest.rejectedAt ?? null,
    reuploadDeadline: rest.reuploadDeadline ?? null,
    paymentDate: rest.paymentDate,
    createdAt: rest.createdAt,
  };
}

export interface RestQueueItem extends RestPayment {
  payer: PaymentPayer;
  order: PaymentOrderSummary | null;
  kind: string;
  waitingHours: number;
  urgency: string;
  isUrgent: boolean;
  hasProof: boolean;
}

type RestTransferQueue = Omit<TransferQueue, 'transfers'> & { transfers: RestQueueItem[] };

export function toQueueItem(rest: RestQueueItem): PendingTransfer {
  return {
    payment: toPayment(rest),
    payer: rest.payer,
    kind: rest.kind,
    order: rest.order ?? null,
    waitingHours: rest.waitingHours,
    urgency: rest.urgency,
    isUrgent: rest.isUrgent,
    hasProof: rest.hasProof,
  };
}

export type Keyed = Record<string, PaymentTally>;

/** The api's figures keyed by status, method or type, as a list GraphQL can describe. */
export function breakdown(keyed: Keyed): PaymentBreakdown[] {
  return Object.entries(keyed).map(([key, tally]) => ({ key, count: tally.count, amount: tally.amount }));
}

type RestStatistics = Omit<PaymentStatistics, 'byStatus' | 'byMethod' | 'byType'> & {
  byStatus: Keyed;
  byMethod: Keyed;
  byType: Keyed;
};

type RestPeriodFigures = Omit<PeriodFigures, 'byMethod' | 'byType'> & { byMethod: Keyed; byType: Keyed };

interface RestFinancialDashboard {
  date: string;
  today: RestPeriodFigures;
  month: RestPeriodFigures;
  pending: PaymentTally & { byMethod: Keyed };
  visitsToday: FinancialDashboard['visitsToday'];
}

function periodFigures(rest: RestPeriodFigures): PeriodFigures {
  return { ...rest, byMethod: breakdown(rest.byMethod), byType: breakdown(rest.byType) };
}

function emptyTransferQueue(filter: TransferQueueFilterInput | null | undefined): TransferQueue {
  return {
    transfers: [],
    summary: {
      total: 0,
      totalAmount: 0,
      urgent: 0,
      withProof: 0,
      oldestWaitingHours: 0,
      byUrgency: { normal: 0, medium: 0, high: 0, critical: 0 },
    },
    urgentHours: filter?.urgentHours ?? URGENT_TRANSFER_HOURS,
    pagination: emptyPagination(filter?.page ?? 1, filter?.limit ?? PAGINATION.cardPayments),
  };
}

type RestReport = Omit<PaymentReport, 'byMethod'> & { byMethod: Keyed };

const EMPTY_QUEUE: PaymentQueue = { payments: [], total: 0, totalAmount: 0, urgent: 0 };

function emptyPage(filter: PaymentsFilterInput | null | undefined): PaymentPage {
  return {
    payments: [],
    pagination: emptyPagination(filter?.page ?? 1, filter?.limit ?? PAYMENTS_PAGE_SIZE),
  };
}

export function createPaymentsClient(http: AxiosInstance) {
  return {
    async list(filter: PaymentsFilterInput | null | undefined): Promise<PaymentPage> {
      try {
        const envelope = await restCall<{ payments: RestPayment[]; pagination: RestPagination }>(http, {
          method: 'GET',
          url: '/payments',
          params: {
            page: filter?.page ?? 1,
            limit: filter?.limit ?? PAYMENTS_PAGE_SIZE,
            status: filter?.status || undefined,
            paymentMethod: filter?.paymentMethod || undefined,
            userId: filter?.userId || undefined,
            paymentType: filter?.paymentType || undefined,
            search: filter?.search || undefined,
            startDate: filter?.startDate || undefined,
            endDate: filter?.endDate || undefined,
          },
        });
        return { payments: envelope.data.payments.map(toPayment), pagination: envelope.data.pagination };
      } catch (error) {
        if (degradable(error)) return emptyPage(filter);
        throw error;
      }
    },

    async transferQueue(filter: TransferQueueFilterInput | null | undefined): Promise<TransferQueue> {
      try {
        const envelope = await restCall<RestTransferQueue>(http, {
          method: 'GET',
          url: '/payments/transfers/pending-detailed',
          params: withoutNullish({ ...filter, sortOrder: filter?.sortOrder?.toLowerCase() }),
        });
        const { transfers, ...figures } = envelope.data;
        return { ...figures, transfers: transfers.map(toQueueItem) };
      } catch (error) {
        if (degradable(error)) return emptyTransferQueue(filter);
        throw error;
      }
    },

    async validateTransfer(id: string, input: ValidateTransferInput): Promise<Payment> {
      const envelope = await restCall<{ payment: RestPayment }>(http, {
        method: 'POST',
        url: `/payments/${encodeURIComponent(id)}/validate-transfer`,
        data: withoutNullish({ ...input }),
      });
      return toPayment(envelope.data.payment);
    },

    async cashQueue(filter: PaymentQueueFilterInput | null | undefined): Promise<PaymentQueue> {
      try {
        const envelope = await restCall<Omit<PaymentQueue, 'payments'> & { payments: RestQueueItem[] }>(http, {
          method: 'GET',
          url: '/payments/cash/pending',
          params: withoutNullish({ ...filter }),
        });
        return { ...envelope.data, payments: envelope.data.payments.map(toQueueItem) };
      } catch (error) {
        if (degradable(error)) return EMPTY_QUEUE;
        throw error;
      }
    },

    async confirmCash(id: string, input: ConfirmCashInput): Promise<CashConfirmation> {
      const envelope = await restCall<{ payment: RestPayment; change: number }>(http, {
        method: 'POST',
        url: `/payments/${encodeURIComponent(id)}/confirm-cash`,
        data: withoutNullish({ ...input }),
      });
      return { payment: toPayment(envelope.data.payment), change: envelope.data.change };
    },

    async cancelCash(id: string, input: CancelPaymentInput): Promise<Payment> {
      const envelope = await restCall<{ payment: RestPayment }>(http, {
        method: 'POST',
        url: `/payments/${encodeURIComponent(id)}/cancel-cash-payment`,
        data: withoutNullish({ ...input }),
      });
      return toPayment(envelope.data.payment);
    },

    async cashStats(): Promise<MethodStats> {
      return (await restCall<MethodStats>(http, { method: 'GET', url: '/payments/cash/stats' })).data;
    },

    async cardQueue(filter: PaymentQueueFilterInput | null | undefined): Promise<PaymentQueue> {
      try {
        const envelope = await restCall<Omit<PaymentQueue, 'payments'> & { payments: RestQueueItem[] }>(http, {
          method: 'GET',
          url: '/payments/card/pending',
          params: withoutNullish({ ...filter }),
        });
        return { ...envelope.data, payments: envelope.data.payments.map(toQueueItem) };
      } catch (error) {
        if (degradable(error)) return EMPTY_QUEUE;
        throw error;
      }
    },

    async cardStats(): Promise<MethodStats> {
      return (await restCall<MethodStats>(http, { method: 'GET', url: '/payments/card/stats' })).data;
    },

    async confirmCard(id: string, input: ConfirmCardInput): Promise<Payment> {
      const envelope = await restCall<{ payment: RestPayment }>(http, {
        method: 'POST',
        url: `/payments/${encodeURIComponent(id)}/confirm-card`,
        data: withoutNullish({ ...input }),
      });
      return toPayment(envelope.data.payment);
    },

    async cancelCard(id: string, input: CancelCardInput): Promise<Payment> {
      const envelope = await restCall<{ payment: RestPayment }>(http, {
        method: 'POST',
        url: `/payments/${encodeURIComponent(id)}/cancel-card`,
        data: withoutNullish({ ...input }),
      });
      return toPayment(envelope.data.payment);
    },

    async activateCashMembership(input: ActivateCashMembershipInput): Promise<Payment> {
      const envelope = await restCall<{ payment: RestPayment }>(http, {
        method: 'POST',
        url: '/payments/activate-cash-membership',
        data: withoutNullish({ ...input }),
      });
      return toPayment(envelope.data.payment);
    },

    async cancelCashMembership(input: CancelCashMembershipInput): Promise<Payment> {
      const envelope = await restCall<{ payment: RestPayment }>(http, {
        method: 'POST',
        url: '/payments/cancel-cash-membership',
        data: withoutNullish({ ...input }),
      });
      return toPayment(envelope.data.payment);
    },

    async setStatus(id: string, input: SetPaymentStatusInput): Promise<Payment> {
      const envelope = await restCall<{ payment: RestPayment }>(http, {
        method: 'PATCH',
        url: `/payments/${encodeURIComponent(id)}/status`,
        data: withoutNullish({ ...input }),
      });
      return toPayment(envelope.data.payment);
    },

    async search(input: PaymentSearchInput): Promise<PaymentSearchResult> {
      try {
        const envelope = await restCall<{ payments: RestQueueItem[]; total: number }>(http, {
          method: 'GET',
          url: '/payments/search',
          params: withoutNullish({ ...input }),
        });
        return { payments: envelope.data.payments.map(toQueueItem), total: envelope.data.total };
      } catch (error) {
        if (degradable(error)) return { payments: [], total: 0 };
        throw error;
      }
    },

    async pendingDashboard(): Promise<PendingPaymentsDashboard> {
      return (await restCall<PendingPaymentsDashboard>(http, { method: 'GET', url: '/payments/pending-dashboard' }))
        .data;
    },

    async report(filter: PaymentReportFilterInput | null | undefined): Promise<PaymentReport> {
      const { data } = await restCall<RestReport>(http, {
        method: 'GET',
        url: '/payments/reports',
        params: withoutNullish({ ...filter }),
      });
      return { ...data, byMethod: breakdown(data.byMethod) };
    },

    async detail(id: string): Promise<PaymentDetail> {
      const { data } = await restCall<{ payment: RestQueueItem; history: AuditEvent[] }>(http, {
        method: 'GET',
        url: `/payments/${encodeURIComponent(id)}`,
      });
      return { payment: toQueueItem(data.payment), history: data.history };
    },

    async statistics(): Promise<PaymentStatistics> {
      const { data } = await restCall<RestStatistics>(http, { method: 'GET', url: '/payments/statistics' });
      return {
        ...data,
        byStatus: breakdown(data.byStatus),
        byMethod: breakdown(data.byMethod),
        byType: breakdown(data.byType),
      };
    },

    async financialDashboard(): Promise<FinancialDashboard> {
      const { data } = await restCall<RestFinancialDashboard>(http, { method: 'GET', url: '/financial/dashboard' });
      return {
        ...data,
        today: periodFigures(data.today),
        month: periodFigures(data.month),
        pending: { ...data.pending, byMethod: breakdown(data.pending.byMethod) },
      };
    },

    async create(input: CreatePaymentInput): Promise<Payment> {
      const envelope = await restCall<{ payment: RestPayment }>(http, {
        method: 'POST',
        url: '/payments',
        data: {
          paymentType: input.paymentType,
          method: input.method || 'cash',
          membershipId: input.membershipId || undefined,
          userId: input.userId || undefined,
          notes: input.notes || undefined,
          billing: input.billing ?? undefined,
        },
      });
      return toPayment(envelope.data.payment);
    },

    async bankAccounts(): Promise<BankAccount[]> {
      return (await restCall<{ accounts: BankAccount[] }>(http, { method: 'GET', url: '/payments/bank-accounts' })).data
        .accounts;
    },
  };
}

export type PaymentsClient = ReturnType<typeof createPaymentsClient>;

const makePaymentsClient = (ctx: RequestContext) => createPaymentsClient(ctx.http);

/** This request's client, made on first use. */
export const paymentsClient = (ctx: RequestContext) => perRequest(ctx, makePaymentsClient);
