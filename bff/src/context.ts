import type { AxiosInstance } from 'axios';
import { viewerLoader } from './domains/users/users.loaders';
import { contentCacheFor, sharedContentCache } from './domains/website/website.cache';
import type { SharedState as InstancesState } from './kernel/shared-state';
import { apiBaseUrl, createApiHttp, type ApiConnection, type Caller } from './kernel/http/api-connection';
import type { RequestContext, SharedState } from './kernel/graphql/request-context';

/**
 * What every request of one app shares: the public content cache (one per api; off with
 * CONTENT_CACHE=off; a change made through any bff instance drops every instance's copy) and the users domain's loader of the caller's profile, which the kernel's
 * authChecker reads as `loaders.viewer`.
 */
export function createSharedState(
  connection: ApiConnection,
  publicCaches: boolean,
  changes: Pick<InstancesState, 'announce' | 'onChange'>,
): SharedState {
  return {
    content: sharedContentCache(contentCacheFor(apiBaseUrl(connection), publicCaches), changes),
    viewerLoader,
  };
}

/**
 * Built for every GraphQL request: what a resolver makes from it (clients, DataLoaders) lives in
 * `made`, so loaders are never shared and one caller's data never reaches another. The axios
 * instance is made on first use: a request that the response cache answers builds nothing.
 * `http` and `loaders` are getters of the class, not of the object: Apollo copies the context's
 * own properties into a fresh object for every operation (`made` travels by reference), which
 * would call getters kept on the object itself.
 */
class BffRequestContext implements RequestContext {
  token: string | null;
  requestId: string;
  ip: string;
  idempotencyKey: string | null;
  /** The bff's span of this request, named to every api call (W3C traceparent). */
  traceparent: string | null;
  readonly made: RequestContext['made'] = new Map();
  private own: { http?: AxiosInstance; loaders?: RequestContext['loaders'] } = {};

  constructor(
    readonly connection: ApiConnection,
    caller: Caller,
    readonly shared: SharedState,
  ) {
    this.token = caller.token;
    this.requestId = caller.requestId;
    this.ip = caller.ip;
    this.idempotencyKey = caller.idempotencyKey ?? null;
    this.traceparent = caller.traceparent ?? null;
  }

  get http(): AxiosInstance {
    return (this.own.http ??= createApiHttp(this.connection, this));
  }

  get loaders(): RequestContext['loaders'] {
    return (this.own.loaders ??= { viewer: this.shared.viewerLoader(this) });
  }
}

export function createContext(connection: ApiConnection, caller: Caller, shared: SharedState): RequestContext {
  return new BffRequestContext(connection, caller, shared);
}
