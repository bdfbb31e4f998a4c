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
  orderProofUploadUrl: (orderId: string) => `/bff/store/orders/${encodeURIComponent(orderId)}/transfer-proof`,
  productImageUploadUrl: (productId: string) =>
    `/bff/store/management/products/${encodeURIComponent(productId)}/images`,
  brandUploadUrl: (brandId: string | null) =>
    brandId ? `/bff/store/management/brands/${encodeURIComponent(brandId)}` : '/bff/store/management/brands',
  requestTimeoutMs: parseTimeout(env.VITE_REQUEST_TIMEOUT_MS),
} as const;

export { parseTimeout };
