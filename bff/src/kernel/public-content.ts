/**
 * The bff's cache of public website content, as seen by the domains that serve a part of the
 * website: memberships (the plans) and schedule (the weekly hours). The website domain implements
 * it (`domains/website/website.cache.ts`) and keeps the landing page bundle built from those parts;
 * the root puts one instance in the request context's `shared.content`, where every one of those
 * clients reads it, so no domain imports another for it. It lives in the kernel because the
 * request context (kernel) names its type.
 */
export interface PublicContentCache {
  /** Reads through the cache; concurrent misses of one key share a single api call. */
  read<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /** An admin changed these parts: drops them and the landing page bundle that contains them. */
  changed(...keys: string[]): void;
}
