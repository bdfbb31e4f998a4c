import type { AxiosInstance } from 'axios';
import { viewerLoader } from './domains/users/users.loaders';
import { contentCacheFor, publicContentCache } from './domains/website/website.cache';
import { apiBaseUrl, createApiHttp, type ApiConnection, type Caller } from './kernel/http/api-connection';
import type { RequestContext, SharedState } from './kernel/graphql/request-context';

/**
 * What every request of one app shares: the public content cache (one per api; off with
 * CONTENT_CACHE=off) and the users domain's loader of the caller's profile, which the kernel's
 * authChecker reads as `loaders.viewer`.
 */
export function createSharedState(connection: ApiConnection, publicCaches: boolean): SharedState {
  return { content: publicContentCache(contentCacheFor(apiBaseUrl(connection), publicCaches)), viewerLoader };
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
