/**
 * The confirmation page of an order. A guest's cart session goes in the query (same browser);
 * the secret of a guest's transfer link goes in the fragment (#token=...), which the browser
 * never sends to a server, so it stays out of access logs and Referer headers.
 */
export function confirmationPath(
  orderId: string,
  { sessionId, token }: { sessionId?: string | null; token?: string | null },
) {
  const query = sessionId ? `?sessionId=${encodeURIComponent(sessionId)}` : '';
  const fragment = token ? `#token=${encodeURIComponent(token)}` : '';
  return `/checkout/confirmation/${encodeURIComponent(orderId)}${query}${fragment}`;
}

/** The secret of a guest's link, read from the page's fragment. */
export function tokenFromHash(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return value ? value : null;
}
