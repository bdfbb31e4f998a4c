import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { config } from '../config';
import { getToken } from '../session-storage';
import { createErrorLink, type ErrorLinkDeps } from './error-link';
import { createTimeoutFetch } from './timeout-fetch';

/** Sends the stored bearer token with every operation (spec §7). */
export function createAuthLink(readToken: () => string | null = getToken): SetContextLink {
  return new SetContextLink((prev) => {
    const token = readToken();
    if (!token) return {};
    return { headers: { ...(prev.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` } };
  });
}

export function createCache(): InMemoryCache {
  return new InMemoryCache();
}

export function createApolloClient(errorDeps: ErrorLinkDeps, expireSession?: (path: string) => void): ApolloClient {
  const http = new HttpLink({ uri: config.graphqlUrl, fetch: createTimeoutFetch(config.requestTimeoutMs) });
  return new ApolloClient({
    link: ApolloLink.from([createErrorLink(errorDeps, expireSession), createAuthLink(), http]),
    cache: createCache(),
  });
}
