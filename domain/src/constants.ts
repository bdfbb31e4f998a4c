/** Business constants and limits of spec §9 (both documents). */

export const CURRENCY = { code: 'GTQ', symbol: 'Q', decimals: 2 } as const;
export const LOCALE = { language: 'es', timeZone: 'America/Guatemala', dateFormat: 'DD/MM/YYYY' } as const;

export const VAT_RATE = 0.12;

export const SHIPPING = {
  freeShippingThreshold: 200,
  drawerShippingCost: 25,
  localCost: 25,
  nationalCost: 45,
  nationalTimeframe: '3-5 días hábiles',
  pickupTimeframe: 'Listo en 2-4 horas',
  drawerDeliveryEstimate: '2-3 días',
  transferValidation: '1-2 días',
  minimumOrder: 0,
} as const;

export const CHECKOUT_DEFAULTS = {
  paymentMethod: 'cash_on_delivery',
  deliveryTimeSlot: 'morning',
  city: 'Guatemala',
  state: 'Guatemala',
  zipCode: '01001',
} as const;

export const GUEST_SESSION_PREFIX = 'guest_';

/** How long a public catalogue answer (products, categories, brands) may be served from a cache. */
export const CATALOGUE_CACHE_TTL_MS = 5_000;

export const CART = {
  storageExpiryMs: 2_592_000_000,
  storageVersion: '2.0',
  saveDebounceMs: 500,
  saveThrottleMs: 1000,
  badgeCap: 99,
  bubbleMs: 3000,
  bounceMs: 600,
} as const;

export const SESSION = {
  expiryDays: 7,
  expiringWithinHours: 24,
  activityTickMs: 60_000,
  logoutRedirectMs: 500,
  unauthorizedRedirectMs: 1500,
  /**
   * A refresh token used again this soon after its rotation is the same client retrying (two tabs,
   * a lost answer), not a thief: it gets a new pair of the same sign-in instead of ending it.
   */
  refreshRetryGraceMs: 10_000,
} as const;

export const STORAGE_KEYS = {
  authToken: 'gym_auth_token',
  refreshToken: 'gym_refresh_token',
  userRole: 'gym_user_role',
  userId: 'gym_user_id',
  welcomeShown: 'gym_welcome_shown',
  themeMode: 'gym_theme_mode',
  guestCart: 'gym_guest_cart',
  guestSessionId: 'gym_guest_session_id',
  /** The point of sale's open ticket (sessionStorage: survives a reload, not the tab). */
  posTicket: 'gym_pos_ticket',
  /** 'Datos fiscales' typed and not saved, credentials left out (sessionStorage: back after leaving the screen). */
  fiscalSettingsDraft: 'gym_fiscal_settings_draft',
} as const;

export const PROFILE_LIMITS = {
  imageMaxBytes: 5_242_880,
  imageMimeTypes: ['image/jpeg', 'image/png', 'image/webp'] as readonly string[],
  minAge: 13,
  maxAge: 120,
  /** Below this many digits a phone only draws a warning (its length limit is ACCOUNT_FIELDS.phone). */
  phoneMinDigits: 7,
} as const;

export const PAGINATION = {
  defaultLimit: 20,
  maxLimit: 100,
  paymentsHistory: 20,
  cardPayments: 50,
  cardProviderPayments: 30,
  myOrders: 10,
  statisticsFallbackLimit: 1000,
  reportsPageSize: 100,
} as const;

export const SEARCH = {
  userMinChars: 2,
  /** Spec §9: a management order search answers up to 50 orders. */
  orderSearchLimit: 50,
  localSaleProductSearch: 10,
  /** The back office's brand and category search (a picker's suggestions). */
  brandCategorySearch: 10,
} as const;

export const FREQUENT_CLIENTS_DEFAULTS = { days: 30, minVisits: 10 } as const;

export const TIMEOUTS = {
  requestMs: 30_000,
  requestFallbackMs: 15_000,
  healthCheckMs: 3000,
  uploadMs: 60_000,
  /**
   * How long a server waits for a whole request to arrive (headers and body) before it answers
   * 408 and closes the connection: twice what the web gives an upload, so a slow phone's upload
   * still arrives, while a client that stalls halfway holds neither the request nor a shutdown.
   */
  requestArrivalMs: 120_000,
  chunkLoadMs: 120_000,
} as const;

export const NOTIFICATIONS = {
  toastMs: 4000,
  /**
   * The longest a toast stays, even under the pointer (a hovered toast pauses its timer; on a phone
   * a tap is a hover that never ends, and the toast stayed over the buttons).
   */
  toastMaxMs: 6000,
  welcomeDelayMs: 1000,
  listSize: 10,
  nonPersistentMs: 5000,
  toastMaxWidthPx: 350,
  /**
   * A user's notification settings, declared once: the screen's own (desktop, sound, push) and
   * the gym's messages (email; whatsapp, chosen by the member; reminders, the membership ending
   * in 7 days, in 1 day and ended). How a message kind uses them: `messageChannelsFor`
   * (messages-policy.ts).
   */
  defaults: { desktop: true, sound: true, email: true, push: false, whatsapp: false, reminders: true },
} as const;

export type NotificationSettingKey = keyof typeof NOTIFICATIONS.defaults;
/** The stored and answered shape of `users.preferences.notifications`. */
export type NotificationSettings = Record<NotificationSettingKey, boolean>;
export const NOTIFICATION_SETTING_KEYS = Object.keys(NOTIFICATIONS.defaults) as readonly NotificationSettingKey[];

export const QUERY_DEFAULTS = {
  freshMs: 5 * 60_000,
  keptMs: 10 * 60_000,
  queryRetries: 2,
  mutationRetries: 1,
  retryBaseMs: 1000,
  retryMaxMs: 30_000,
} as const;

export const THEME_MODES = ['light', 'dark', 'auto'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const DEFAULT_THEME_MODE: ThemeMode = 'light';

export const BREAKPOINTS = { tablet: 640, desktop: 1024 } as const;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const API_VERSION = '2.0.0';

export const GYM_FIGURES_DEFAULTS = { members: '2000+', trainers: '50+', years: '15+', satisfaction: '98%' } as const;

export const DEFAULT_MIN_STOCK = 5;
export const DEFAULT_STATISTIC_ORDER = 999;
export const FEATURED_PRODUCTS_DEFAULT = 8;
export const EXPIRING_SOON_DAYS = 7;
/** GET /memberships/expired?days: 0 lists every expired membership. */
export const EXPIRED_DEFAULT_DAYS = 0;
/** Spec §9: a renewal is 1 month at Q 250 unless told otherwise. */
export const MEMBERSHIP_RENEWAL_DEFAULTS = { months: 1, price: 250 } as const;
export const CONTENT_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
export const DEFAULT_CASH_CONFIRM_NOTE = 'Pago en efectivo recibido';

/** The highest TCP port: the range of every port setting (API_PORT, PORT, STRIPE_API_PORT). */
export const TCP_PORT_MAX = 65_535;
