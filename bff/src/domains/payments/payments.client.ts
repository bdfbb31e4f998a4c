import type { AxiosInstance } from 'axios';
import { PAYMENTS_PAGE_SIZE } from '@gym/domain';
import { GraphQLError } from 'graphql';
import { restCall } from '../../rest';
import type { RestPagination } from '../users/users.client';
import type { CreatePaymentInput, PaymentsFilterInput } from './payments.input';
import { transferProofPath } from './payments-upload.route';
import type { BankAccount, Payment, PaymentPage, PendingTransfer } from './payments.type';

export interface RestPayment {
  id: string;
  userId: string | null;
  amount: number;
  method: string;
  status: string;
  paymentType: string;
  concept: string;
  orderId: string | null;
  membershipId: string | null;
  membership: { id: string; status: string; startDate: string; endDate: string; planId: string } | null;
  plan?: { id: string; name: string } | null;
  proofUrl: string | null;
  proofUploadedAt: string | null;
  validatedAt: string | null;
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
    orderId: rest.orderId ?? null,
    membershipId: rest.membershipId ?? null,
    membership: rest.membership ?? null,
    proofUrl: rest.proofUrl ? transferProofPath(rest.id) : null,
    proofUploadedAt: rest.proofUploadedAt ?? null,
    validatedAt: rest.validatedAt ?? null,
    paymentDate: rest.paymentDate,
    createdAt: rest.createdAt,
  };
}

function emptyPage(filter: PaymentsFilterInput | null | undefined): PaymentPage {
  return {
    payments: [],
    pagination: { total: 0, page: filter?.page ?? 1, pages: 0, limit: filter?.limit ?? PAYMENTS_PAGE_SIZE },
  };
}

/** Spec §8: a failed payment list shows as empty data; an expired session still signs the user out. */
function degradable(error: unknown): boolean {
  return !(error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED');
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
          },
        });
        return { payments: envelope.data.payments.map(toPayment), pagination: envelope.data.pagination };
      } catch (error) {
        if (degradable(error)) return emptyPage(filter);
        throw error;
      }
    },

    async pendingTransfers(): Promise<PendingTransfer[]> {
      try {
        const envelope = await restCall<{ transfers: (RestPayment & { waitingHours: number; urgency: string })[] }>(
          http,
          {
            method: 'GET',
            url: '/payments/transfers/pending',
          },
        );
        return envelope.data.transfers.map((t) => ({
          payment: toPayment(t),
          waitingHours: t.waitingHours,
          urgency: t.urgency,
        }));
      } catch (error) {
        if (degradable(error)) return [];
        throw error;
      }
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
