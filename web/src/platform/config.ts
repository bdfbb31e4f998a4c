import { TIMEOUTS } from '@gym/domain';

/** The only module that reads `import.meta.env`: build-time settings of the client. */

function parseTimeout(raw: string | undefined): number {
  if (raw === undefined || raw === '') return TIMEOUTS.requestMs;
  const value = Number(raw);
  // An unusable setting falls back to the shorter timeout (spec §7), not to the default.
  return Number.isFinite(value) && value > 0 ? value : TIMEOUTS.requestFallbackMs;
}

const env = import.meta.env;

export const config = {
  graphqlUrl: env.VITE_GRAPHQL_URL || '/graphql',
  profileImageUploadUrl: env.VITE_PROFILE_IMAGE_UPLOAD_URL || '/bff/profile/image',
  contentImageUploadUrl: (kind: string) => `/bff/content/images?kind=${encodeURIComponent(kind)}`,
  transferProofUploadUrl: (paymentId: string) => `/bff/payments/${encodeURIComponent(paymentId)}/transfer-proof`,
  transferProofResubmitUrl: (paymentId: string) =>
    `/bff/payments/${encodeURIComponent(paymentId)}/transfer-proof/resubmit`,
  orderProofUploadUrl: (orderId: string) => `/bff/store/orders/${encodeURIComponent(orderId)}/transfer-proof`,
  productImageUploadUrl: (productId: string) =>
    `/bff/store/management/products/${encodeURIComponent(productId)}/images`,
  brandUploadUrl: (brandId: string | null) =>
    brandId ? `/bff/store/management/brands/${encodeURIComponent(brandId)}` : '/bff/store/management/brands',
  /** A cash drawer's printable close report (PDF), fetched with the bearer token. */
  cashReportUrl: (sessionId: string) => `/bff/cash-sessions/${encodeURIComponent(sessionId)}/report.pdf`,
  /** The month's invoices (YYYY-MM) in Excel for the accountant, fetched with the bearer token. */
  invoiceExportUrl: (month: string) => `/bff/invoices/export?month=${encodeURIComponent(month)}`,
  requestTimeoutMs: parseTimeout(env.VITE_REQUEST_TIMEOUT_MS),
  /** A built app (not the dev server): the member's app registers its service worker only then. */
  serviceWorker: env.PROD,
  /** The member app's manifest, built by the bff from the gym's settings. */
  manifestUrl: '/manifest.webmanifest',
} as const;

export { parseTimeout };
