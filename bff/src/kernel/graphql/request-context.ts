import type { Actor } from '@gym/domain';
import type { AxiosInstance } from 'axios';
import type DataLoader from 'dataloader';
import type { Caller } from '../http/api-connection';
import type { PublicContentCache } from '../public-content';

/** The caller as the api's profile tells it: what the permission checks read. */
export type Viewer = Pick<Actor, 'id' | 'role' | 'permissions'>;

/** What lives as long as the app and is shared by every request. */
export interface SharedState {
  /** Public website content (website, plans, weekly hours), the same for every caller. */
  content: PublicContentCache;
  /**
   * Makes the request's loader of the caller's own profile. The users domain owns it; the root
   * hands it here so the kernel's `authChecker` and `me` share one `GET /api/auth/profile`.
   */
  viewerLoader: (ctx: RequestContext) => DataLoader<'me', Viewer>;
}

/**
 * What every resolver receives as `@Ctx()`: the caller, an axios instance that carries its token,
 * request id and address, and the loaders the kernel itself reads. A domain makes its own client
 * and loaders from it with `perRequest`, so nothing here names a domain.
 */
export interface RequestContext extends Caller {
  readonly http: AxiosInstance;
  readonly shared: SharedState;
  readonly loaders: { viewer: DataLoader<'me', Viewer> };
  /** What this request has made so far (clients, loaders), keyed by the function that made it. */
  readonly made: Map<PerRequestFactory<unknown>, unknown>;
}

export type PerRequestFactory<T> = (ctx: RequestContext) => T;

/**
 * The request's one `make(ctx)`: made on first use, then a map lookup. `make` must be a
 * module-level function (its identity is the key), so a DataLoader made here lives exactly as
 * long as the request and never reaches another caller.
 */
export function perRequest<T>(ctx: RequestContext, make: PerRequestFactory<T>): T {
  const made = ctx.made as Map<PerRequestFactory<T>, T>;
  let value = made.get(make);
  if (value === undefined) {
    value = make(ctx);
    made.set(make, value);
  }
  return value;
}
