import type { AxiosInstance } from 'axios';
import { orDegraded, pathSegment as id, restCall, withoutNullish } from '../../kernel/http/rest';
import { toManagementOrder, type RestManagementOrder } from '../store-management/store-management.client';
import type { OrdersRangeInput, OrderStatusChangeInput, OrderTransferConfirmInput } from './order-management.input';
import type {
  OrderActionResult,
  OrderPendingTransfers,
  OrdersDashboard,
  OrdersRangeReport,
} from './order-management.type';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';

const base = '/order-management';

export const ZERO_ORDERS_DASHBOARD: OrdersDashboard = {
  totalOrders: 0,
  pendingOrders: 0,
  confirmedOrders: 0,
  inProgressOrders: 0,
  deliveredOrders: 0,
  cancelledOrders: 0,
  refundedOrders: 0,
  totalRevenue: 0,
  pendingTransfers: 0,
  byStatus: [],
  today: { orders: 0, revenue: 0 },
  month: { orders: 0, revenue: 0 },
};

export const NO_PENDING_TRANSFERS: OrderPendingTransfers = { transfers: [], total: 0 };

type RestPendingTransfers = Partial<OrderPendingTransfers>;
const toPendingTransfers = (data: RestPendingTransfers): OrderPendingTransfers => {
  const transfers = data.transfers ?? [];
  return { transfers, total: data.total ?? transfers.length };
};

interface RestRangeReport extends Omit<OrdersRangeReport, 'byDeliveryType' | 'byPaymentMethod'> {
  byDeliveryType: { deliveryType: string; count: number; amount: number }[];
  byPaymentMethod: { paymentMethod: string; count: number; amount: number }[];
}

export function createOrderManagementClient(http: AxiosInstance) {
  const action = async (url: string, data: object): Promise<OrderActionResult> => {
    const envelope = await restCall<{ order: RestManagementOrder }>(http, {
      method: url.endsWith('/status') ? 'PATCH' : 'POST',
      url,
      data,
    });
    return { order: toManagementOrder(envelope.data.order), message: envelope.message ?? '' };
  };
  return {
    changeStatus(orderId: string, input: OrderStatusChangeInput): Promise<OrderActionResult> {
      return action(`${base}/${id(orderId)}/status`, withoutNullish({ ...input }));
    },

    confirmTransfer(orderId: string, input: OrderTransferConfirmInput | null | undefined): Promise<OrderActionResult> {
      return action(`${base}/${id(orderId)}/confirm-transfer`, withoutNullish({ ...input }));
    },

    /** From order-management, else the store back office's alternative path, else empty (spec §7). */
    pendingTransfers(): Promise<OrderPendingTransfers> {
      const from = (url: string) => () =>
        restCall<RestPendingTransfers>(http, { method: 'GET', url }).then((r) => toPendingTransfers(r.data));
      return orDegraded(from(`${base}/pending-transfers`), () =>
        orDegraded(from('/store/management/orders/pending-transfers'), () => NO_PENDING_TRANSFERS),
      );
    },

    dashboard(): Promise<OrdersDashboard> {
      return orDegraded(
        () => restCall<OrdersDashboard>(http, { method: 'GET', url: `${base}/dashboard` }).then((r) => r.data),
        () => ZERO_ORDERS_DASHBOARD,
      );
    },

    async rangeReport(input: OrdersRangeInput): Promise<OrdersRangeReport> {
      const { data } = await restCall<RestRangeReport>(http, {
        method: 'GET',
        url: `${base}/reports/range`,
        params: { startDate: input.startDate, endDate: input.endDate },
      });
      return {
        ...data,
        byDeliveryType: data.byDeliveryType.map((g) => ({ key: g.deliveryType, count: g.count, amount: g.amount })),
        byPaymentMethod: data.byPaymentMethod.map((g) => ({ key: g.paymentMethod, count: g.count, amount: g.amount })),
      };
    },
  };
}

const makeOrderManagementClient = (ctx: RequestContext) => createOrderManagementClient(ctx.http);

/** This request's client, made on first use. */
export const orderManagementClient = (ctx: RequestContext) => perRequest(ctx, makeOrderManagementClient);
