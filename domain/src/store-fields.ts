/**
 * Field contracts of the store forms and requests (see field-contract.ts): the catalogue's
 * filters, the cart's lines, the order and the member's order list. Where the spec words a
 * refusal (STORE_MESSAGES), the contract carries that exact message.
 *
 * The payment and delivery methods are checked by `validateOrderPayload` (store.ts) with the
 * spec's own messages, which name the accepted values; their contracts here only bound the text.
 */
import { PAGINATION } from './constants';
import {
  enumField,
  INT32_MAX,
  intField,
  listField,
  moneyField,
  numberField,
  textField,
  withHttpScheme,
  type TextField,
} from './field-contract';
import { ID_MAX_LENGTH, QUERY_FIELDS } from './query-fields';
import { STORE_ADMIN_MESSAGES as ADMIN, STORE_MESSAGES } from './store-messages';
import { EMAIL_PATTERN } from './validation';

export const PRODUCT_SORTS = ['name', 'price', 'createdAt', 'stockQuantity', 'featured'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** An option chosen for a line ({ sabor: 'Vainilla' }): its name and its value. */
const OPTION_NAME = textField('El nombre de la opción', { max: 50 });
const OPTION_VALUE = textField('El valor de la opción', { max: 100 });

/** A guest's session id (guest_...); whether it is a guest's is the cart's rule (invalidSessionId). */
const SESSION_ID = textField('El sessionId', { max: ID_MAX_LENGTH });

/** Units of one product (with one set of options) in a cart line or an order line. */
const LINE_QUANTITY = intField('La cantidad', 0, 999, {
  minMessage: STORE_MESSAGES.negativeQuantity,
  notIntegerMessage: STORE_MESSAGES.invalidQuantity,
});

/**
 * Each field of an order line refuses a missing, non-numeric, non-whole or too small value with the
 * spec's one message for a bad line; a quantity above the most a line may hold names that limit.
 */
const lineRule = {
  required: true,
  requiredMessage: STORE_MESSAGES.orderItemInvalid,
  notNumberMessage: STORE_MESSAGES.orderItemInvalid,
  notIntegerMessage: STORE_MESSAGES.orderItemInvalid,
  minMessage: STORE_MESSAGES.orderItemInvalid,
} as const;

const CUSTOMER_EMAIL = textField('El correo del cliente', { max: 200 });

const IDEMPOTENCY_KEY_MIN = 8;
const idempotencyKeyMessage = `La clave de idempotencia debe tener de ${IDEMPOTENCY_KEY_MIN} a ${QUERY_FIELDS.idempotencyKey.max} caracteres (letras, números, . _ : -)`;

/** How a stock change reads the quantity: the new figure, units received, units taken out. */
export const STOCK_OPERATIONS = ['set', 'add', 'subtract'] as const;
export type StockOperation = (typeof STOCK_OPERATIONS)[number];

/** Back-office product list filter: archived products (deleted with orders) only on request. */
export const PRODUCT_STATUS_FILTERS = ['active', 'inactive', 'archived'] as const;
export type ProductStatusFilter = (typeof PRODUCT_STATUS_FILTERS)[number];

/** Most images one product keeps, and so most files one multiple upload takes. */
export const PRODUCT_IMAGES_MAX = 10;
/** Most products one bulk stock update changes. */
export const BULK_STOCK_MAX = 200;

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const SLUG = /^[a-z0-9-]+$/;
const POSITION = (label: string, minMessage: string) => intField(label, 0, INT32_MAX, { minMessage });
const ID = QUERY_FIELDS.id;

export const STORE_FIELDS = {
  /** GET /store/products (the bff's ProductFilterInput, the store page's filters). */
  catalogue: {
    search: QUERY_FIELDS.search,
    /** An id or a slug. */
    category: textField('La categoría', { max: ID_MAX_LENGTH }),
    /** An id or a name. */
    brand: textField('La marca', { max: ID_MAX_LENGTH }),
    minPrice: moneyField('El precio mínimo'),
    maxPrice: moneyField('El precio máximo'),
    sortBy: enumField('El orden', PRODUCT_SORTS),
    sortOrder: QUERY_FIELDS.sortOrder,
    page: QUERY_FIELDS.page,
    limit: QUERY_FIELDS.limit,
    /** `?ids=a,b`: the bff's batch of categories or brands by id (one page at most). */
    ids: listField('Los identificadores', PAGINATION.maxLimit, QUERY_FIELDS.id),
  },

  /** The cart's requests: add a product, change a line's quantity, merge a guest's cart. */
  cart: {
    productId: {
      ...QUERY_FIELDS.id,
      required: true,
      requiredMessage: STORE_MESSAGES.missingProductId,
    } satisfies TextField,
    /** 0 removes the line (update); adding refuses 0 with `invalidQuantity` (spec). */
    quantity: LINE_QUANTITY,
    optionName: OPTION_NAME,
    optionValue: OPTION_VALUE,
    sessionId: SESSION_ID,
  },

  /** POST /store/orders (the bff's CreateOrderInput, the checkout form). */
  order: {
    /** The secret of a guest's transfer order, sent back (header x-order-token) to send its proof. */
    proofToken: textField('El enlace del comprobante', { max: 200, keepWhitespace: true }),
    /** How many lines one order carries: none is the spec's "at least one product". */
    lineCount: intField('La cantidad de productos', 1, 100, {
      required: true,
      requiredMessage: STORE_MESSAGES.orderItemsRequired,
      minMessage: STORE_MESSAGES.orderItemsRequired,
    }),
    productId: {
      ...QUERY_FIELDS.id,
      required: true,
      requiredMessage: STORE_MESSAGES.orderItemInvalid,
    } satisfies TextField,
    quantity: intField('La cantidad', 1, LINE_QUANTITY.max, lineRule),
    /** Checked for shape only: the server prices every line from the product. */
    price: moneyField('El precio', { ...lineRule, min: 0.01 }),
    optionName: OPTION_NAME,
    optionValue: OPTION_VALUE,
    /** Totals a client may send: informative only, the server computes its own. */
    subtotal: moneyField('El subtotal'),
    taxAmount: moneyField('El IVA'),
    shippingAmount: moneyField('El envío'),
    totalAmount: moneyField('El total'),
    /** Required of guests only (validateOrderPayload); a member's order uses the member's data. */
    customerName: textField('El nombre del cliente', {
      max: 200,
      requiredMessage: STORE_MESSAGES.customerNameRequired,
    }),
    customerEmail: CUSTOMER_EMAIL,
    /**
     * A guest's email: required and well formed (spec §5). An order rule, not the field's shape:
     * validateOrderPayload applies it, so its message joins the order's other refusals.
     */
    guestEmail: {
      ...CUSTOMER_EMAIL,
      required: true,
      requiredMessage: STORE_MESSAGES.customerEmailInvalid,
      pattern: EMAIL_PATTERN,
      patternMessage: STORE_MESSAGES.customerEmailInvalid,
    } satisfies TextField,
    customerPhone: textField('El teléfono del cliente', {
      max: 50,
      requiredMessage: STORE_MESSAGES.customerPhoneRequired,
    }),
    /** Street and city are required unless the order is picked up (validateOrderPayload). */
    street: textField('La dirección', { max: 300, requiredMessage: STORE_MESSAGES.streetRequired }),
    city: textField('La ciudad', { max: 100, requiredMessage: STORE_MESSAGES.cityRequired }),
    state: textField('El departamento', { max: 100 }),
    zipCode: textField('El código postal', { max: 20 }),
    reference: textField('La referencia', { max: 300 }),
    /** One of STORE_PAYMENT_METHODS (validateOrderPayload, spec message). */
    paymentMethod: textField('El método de pago', { max: 50 }),
    /** One of DELIVERY_METHODS or a name the api reads as one (validateOrderPayload, spec message). */
    deliveryMethod: textField('El método de entrega', { max: 50 }),
    deliveryTimeSlot: textField('El horario de entrega', { max: 50 }),
    notes: textField('Las notas', { max: 1000, multiline: true }),
    sessionId: SESSION_ID,
    /** One key per checkout attempt (header or body): a repeated request answers the first order. */
    idempotencyKey: {
      ...QUERY_FIELDS.idempotencyKey,
      min: IDEMPOTENCY_KEY_MIN,
      pattern: /^[A-Za-z0-9._:-]+$/,
      patternMessage: idempotencyKeyMessage,
      tooShortMessage: idempotencyKeyMessage,
      tooLongMessage: idempotencyKeyMessage,
    } satisfies TextField,
  },

  /** The back office's product form (staff spec §5 Product). */
  product: {
    name: textField('El nombre', {
      required: true,
      min: 2,
      max: 200,
      requiredMessage: ADMIN.productNameRequired,
      tooShortMessage: ADMIN.productNameShort,
    }),
    description: textField('La descripción', { max: 2000, multiline: true, tooLongMessage: ADMIN.descriptionTooLong }),
    price: moneyField('El precio', {
      min: 0.01,
      required: true,
      requiredMessage: ADMIN.priceRequired,
      minMessage: ADMIN.pricePositive,
    }),
    originalPrice: moneyField('El precio original', { minMessage: ADMIN.originalPriceNegative }),
    sku: textField('El SKU', { max: 100, tooLongMessage: ADMIN.skuTooLong }),
    stockQuantity: intField('El stock', 0, INT32_MAX, { minMessage: ADMIN.stockNegative }),
    minStock: intField('El stock mínimo', 0, INT32_MAX, { minMessage: ADMIN.minStockNegative }),
    weight: numberField('El peso', 0, 100_000, { minMessage: ADMIN.weightNegative }),
    dimension: numberField('La medida', 0, 100_000),
    dimensionUnit: textField('La unidad de medida', { max: 10 }),
    categoryId: {
      ...ID,
      required: true,
      requiredMessage: ADMIN.categoryRequired,
    } satisfies TextField,
    brandId: ID,
    optionName: OPTION_NAME,
    optionValue: OPTION_VALUE,
    optionValues: listField('Los valores de la opción', 50, OPTION_VALUE),
    deliveryTime: textField('El tiempo de entrega', { max: 100 }),
  },

  /** PUT /products/{id}/stock and each line of PUT /products/bulk-stock. */
  stock: {
    operation: enumField('La operación', STOCK_OPERATIONS, { invalidMessage: ADMIN.stockOperationInvalid }),
    quantity: intField('La cantidad', 0, INT32_MAX, {
      required: true,
      minMessage: ADMIN.stockQuantityNegative,
    }),
    reason: textField('El motivo', { max: 300 }),
    /** An empty list is refused with ADMIN.stockUpdatesRequired. */
    updates: listField('Las actualizaciones', BULK_STOCK_MAX, ID, { requiredMessage: ADMIN.stockUpdatesRequired }),
  },

  /** A product image's data (upload query, update body, reorder). */
  image: {
    altText: textField('El texto alternativo', { max: 200 }),
    displayOrder: POSITION('El orden', ADMIN.categoryOrderNegative),
    imageOrders: listField('El orden de las imágenes', PRODUCT_IMAGES_MAX * 10, ID, { min: 1 }),
  },

  /** The back office's brand form (staff spec §5 Brand). */
  brand: {
    name: textField('El nombre', { required: true, min: 2, max: 100, tooShortMessage: ADMIN.brandNameShort }),
    description: textField('La descripción', {
      max: 500,
      multiline: true,
      tooLongMessage: ADMIN.brandDescriptionTooLong,
    }),
    website: textField('El sitio web', {
      max: 300,
      pattern: HTTP_URL,
      patternMessage: ADMIN.brandWebsiteInvalid,
      normalize: withHttpScheme,
    }),
  },

  /** The back office's category form (staff spec §5 Category). */
  category: {
    name: textField('El nombre', { required: true, min: 2, max: 100, tooShortMessage: ADMIN.categoryNameShort }),
    slug: textField('El slug', { max: 100, pattern: SLUG, patternMessage: ADMIN.categorySlugInvalid }),
    description: textField('La descripción', {
      max: 500,
      multiline: true,
      tooLongMessage: ADMIN.categoryDescriptionTooLong,
    }),
    displayOrder: POSITION('El orden', ADMIN.categoryOrderNegative),
    categoryOrders: listField('El orden de las categorías', 500, ID, { min: 1 }),
  },

  /** GET /store/management/products. */
  managementProducts: {
    search: QUERY_FIELDS.search,
    categoryId: ID,
    brandId: ID,
    status: enumField('El estado', PRODUCT_STATUS_FILTERS),
    sortBy: enumField('El orden', PRODUCT_SORTS),
    sortOrder: QUERY_FIELDS.sortOrder,
    page: QUERY_FIELDS.page,
    limit: QUERY_FIELDS.limit,
  },

  /** GET /store/management/orders (spec: orderNumber, customerName, productName). */
  managementOrders: {
    orderNumber: textField('El número de orden', { max: 50 }),
    customerName: textField('El nombre del cliente', { max: 200 }),
    productName: textField('El nombre del producto', { max: 200 }),
    status: textField('El estado', { max: 30 }),
    startDate: QUERY_FIELDS.startDate,
    endDate: QUERY_FIELDS.endDate,
    page: QUERY_FIELDS.page,
    limit: QUERY_FIELDS.limit,
  },

  /** GET /brands/search?q, /categories/search?q. */
  searchQuery: QUERY_FIELDS.search,

  /** GET /store/my-orders. */
  myOrders: {
    page: QUERY_FIELDS.page,
    limit: QUERY_FIELDS.limit,
  },
} as const;
