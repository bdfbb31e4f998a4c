import { fieldError, orderErrorMessage, PAGINATION, STORE_FIELDS, type OrderTotals } from '@gym/domain';
import type { AxiosInstance } from 'axios';
import { GraphQLError } from 'graphql';
import { appError } from '../../kernel/http/errors';
import { restCall } from '../../kernel/http/rest';
import type { AddToCartInput, CreateOrderInput, ProductFilterInput, SelectedOptionInput } from './store.input';
import type {
  Brand,
  Cart,
  CartResult,
  Order,
  OrderPage,
  OrderPayment,
  Product,
  ProductCategory,
  ProductPage,
} from './store.type';
import { catalogueResponsesFor } from './catalogue-responses';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';
import { emptyPagination, type RestPagination } from '../common/common.rest';

export interface RestProduct extends Omit<Product, 'variants'> {
  variants: Record<string, string[]>;
  category?: ProductCategory | null;
  brand?: Brand | null;
}

interface RestCartLine {
  id: string;
  productId: string;
  name: string;
  price: number;
  image: string | null;
  quantity: number;
  selectedVariants: Record<string, string>;
  stockQuantity: number;
  lineTotal: number;
}

interface RestCart {
  items: RestCartLine[];
  summary: OrderTotals;
  isGuest: boolean;
  sessionId: string | null;
}

interface RestOrder extends Omit<Order, 'items'> {
  items: (Omit<Order['items'][number], 'selectedVariants'> & { selectedVariants: Record<string, string> })[];
}

/** The most ids one `?ids=` call may carry (the api's limit). */
export const STORE_BATCH_LIMIT = PAGINATION.maxLimit;

const toOptions = (map: Record<string, string> | null | undefined) =>
  Object.entries(map ?? {}).map(([name, value]) => ({ name, value }));
const fromOptions = (list: SelectedOptionInput[] | null | undefined) =>
  Object.fromEntries((list ?? []).map((option) => [option.name, option.value]));

export const toProduct = (rest: RestProduct): Product => ({
  ...rest,
  variants: Object.entries(rest.variants ?? {}).map(([name, values]) => ({ name, values })),
});

const EMPTY_TOTALS: OrderTotals = {
  totalProductsWithTax: 0,
  subtotal: 0,
  taxAmount: 0,
  shippingAmount: 0,
  totalAmount: 0,
  itemsCount: 0,
};

function toCart(rest: RestCart): Cart {
  return {
    id: rest.isGuest ? (rest.sessionId ?? 'guest') : 'user',
    isGuest: rest.isGuest,
    sessionId: rest.sessionId,
    summary: rest.summary,
    items: rest.items.map((line) => ({ ...line, selectedVariants: toOptions(line.selectedVariants) })),
  };
}

export function emptyCart(sessionId: string | null | undefined): Cart {
  return {
    id: sessionId ?? 'user',
    isGuest: Boolean(sessionId),
    sessionId: sessionId ?? null,
    summary: EMPTY_TOTALS,
    items: [],
  };
}

const toOrder = (rest: RestOrder): Order => ({
  ...rest,
  items: rest.items.map((item) => ({ ...item, selectedVariants: toOptions(item.selectedVariants) })),
});

/**
 * A guest's proof link secret goes to the api as the x-order-token header (never in a URL, which
 * is logged). Refused here when it breaks its contract, so a malformed header is a 422, not a 500.
 */
export function orderTokenHeaders(token: string | null | undefined): Record<string, string> {
  if (token === null || token === undefined || token === '') return {};
  const error = fieldError(STORE_FIELDS.order.proofToken, token);
  if (error) throw appError(error, 'BAD_USER_INPUT', 422);
  return { 'x-order-token': token };
}

const statusOf = (error: unknown): number | undefined =>
  error instanceof GraphQLError ? (error.extensions.status as number | undefined) : undefined;

/** Spec §8 quiet degradation: a 404 on these reads is an empty result, not an error. */
async function emptyOn404<T>(call: Promise<T>, empty: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (statusOf(error) === 404) return empty;
    throw error;
  }
}

const compact = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== ''));

export function createStoreClient(http: AxiosInstance) {
  return {
    async products(filter: ProductFilterInput | null | undefined): Promise<ProductPage> {
      const { data } = await restCall<{ products: RestProduct[]; pagination: RestPagination }>(http, {
        method: 'GET',
        url: '/store/products',
        params: compact({ ...(filter ?? {}) }),
      });
      return { products: data.products.map(toProduct), pagination: data.pagination };
    },

    async featured(limit: number | null | undefined): Promise<Product[]> {
      const { data } = await restCall<{ products: RestProduct[] }>(http, {
        method: 'GET',
        url: '/store/products/featured',
        params: compact({ limit }),
      });
      return data.products.map(toProduct);
    },

    async product(id: string): Promise<Product> {
      const { data } = await restCall<{ product: RestProduct }>(http, {
        method: 'GET',
        url: `/store/products/${encodeURIComponent(id)}`,
      });
      return toProduct(data.product);
    },

    categories(ids?: readonly string[]): Promise<ProductCategory[]> {
      return emptyOn404(
        restCall<{ categories: ProductCategory[] }>(http, {
          method: 'GET',
          url: '/store/categories',
          params: ids ? { ids: ids.join(',') } : {},
        }).then((r) => r.data.categories),
        [],
      );
    },

    brands(ids?: readonly string[]): Promise<Brand[]> {
      return emptyOn404(
        restCall<{ brands: Brand[] }>(http, {
          method: 'GET',
          url: '/store/brands',
          params: ids ? { ids: ids.join(',') } : {},
        }).then((r) => r.data.brands),
        [],
      );
    },

    cart(sessionId: string | null | undefined): Promise<Cart> {
      return emptyOn404(
        restCall<{ cart: RestCart }>(http, { method: 'GET', url: '/store/cart', params: compact({ sessionId }) }).then(
          (r) => toCart(r.data.cart),
        ),
        emptyCart(sessionId),
      );
    },

    async addToCart(input: AddToCartInput): Promise<CartResult> {
      const response = await restCall<{ cart: RestCart }>(http, {
        method: 'POST',
        url: '/store/cart',
        data: compact({
          productId: input.productId,
          quantity: input.quantity ?? 1,
          selectedVariants: fromOptions(input.selectedVariants),
          sessionId: input.sessionId,
        }),
      });
      return { cart: toCart(response.data.cart), message: response.message ?? null };
    },

    async updateCartItem(id: string, quantity: number, sessionId: string | null | undefined): Promise<CartResult> {
      const response = await restCall<{ cart: RestCart }>(http, {
        method: 'PATCH',
        url: `/store/cart/${encodeURIComponent(id)}`,
        data: compact({ quantity, sessionId }),
      });
      return { cart: toCart(response.data.cart), message: response.message ?? null };
    },

    async removeCartItem(id: string, sessionId: string | null | undefined): Promise<CartResult> {
      const response = await restCall<{ cart: RestCart }>(http, {
        method: 'DELETE',
        url: `/store/cart/${encodeURIComponent(id)}`,
        params: compact({ sessionId }),
      });
      return { cart: toCart(response.data.cart), message: null };
    },

    async clearCart(sessionId: string | null | undefined): Promise<CartResult> {
      const response = await restCall<{ cart: RestCart }>(http, {
        method: 'DELETE',
        url: '/store/cart',
        params: compact({ sessionId }),
      });
      return { cart: toCart(response.data.cart), message: null };
    },

    async mergeCart(sessionId: string): Promise<CartResult> {
      const response = await restCall<{ cart: RestCart }>(http, {
        method: 'POST',
        url: '/store/cart/merge',
        data: { sessionId },
      });
      return { cart: toCart(response.data.cart), message: response.message ?? null };
    },

    /** Order failures carry the spec §8 messages (the api's own message only for a 422 or a 409 stock refusal). */
    async createOrder(input: CreateOrderInput): Promise<Order> {
      const { idempotencyKey, ...order } = input;
      try {
        const { data } = await restCall<{ order: RestOrder; proofToken?: string | null }>(http, {
          method: 'POST',
          url: '/store/orders',
          headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
          data: {
            ...compact(order),
            items: order.items.map((item) => ({
              productId: item.productId,
              quantity: item.quantity,
              price: item.price,
              selectedVariants: fromOptions(item.selectedVariants),
            })),
          },
        });
        // Stock changed: the cached catalogue answers must not show the old figures.
        catalogueResponsesFor(String(http.defaults.baseURL)).clear();
        return { ...toOrder(data.order), proofToken: data.proofToken ?? null };
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        const status = statusOf(error);
        // Stock refusals and the order limit say exactly what happened: pass them on as they are.
        if (status === 409 || status === 429) throw error;
        const code = error.extensions.code as Parameters<typeof appError>[1];
        const errors = error.extensions.errors as Parameters<typeof appError>[3];
        throw appError(orderErrorMessage(status, error.message), code, status ?? 500, errors);
      }
    },

    myOrders(page: number): Promise<OrderPage> {
      return emptyOn404(
        restCall<{ orders: RestOrder[]; pagination: RestPagination }>(http, {
          method: 'GET',
          url: '/store/my-orders',
          params: { page },
        }).then((r) => ({ orders: r.data.orders.map(toOrder), pagination: r.data.pagination })),
        { orders: [], pagination: emptyPagination(page, PAGINATION.myOrders) },
      );
    },

    async order(id: string, sessionId: string | null | undefined, token?: string | null): Promise<Order> {
      const { data } = await restCall<{ order: RestOrder }>(http, {
        method: 'GET',
        url: `/store/orders/${encodeURIComponent(id)}`,
        params: compact({ sessionId }),
        headers: orderTokenHeaders(token),
      });
      return toOrder(data.order);
    },

    /** The amount, the payment's state and, by transfer, the gym's bank accounts. */
    async orderPayment(id: string, sessionId: string | null | undefined, token?: string | null): Promise<OrderPayment> {
      const { data } = await restCall<OrderPayment>(http, {
        method: 'GET',
        url: `/store/orders/${encodeURIComponent(id)}/payment`,
        params: compact({ sessionId }),
        headers: orderTokenHeaders(token),
      });
      return data;
    },
  };
}

export type StoreClient = ReturnType<typeof createStoreClient>;

const makeStoreClient = (ctx: RequestContext) => createStoreClient(ctx.http);

/** This request's client, made on first use. */
export const storeClient = (ctx: RequestContext) => perRequest(ctx, makeStoreClient);
