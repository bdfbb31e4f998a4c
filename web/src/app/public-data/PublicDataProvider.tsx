import { createContext, useCallback, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { PublicClient, PublicDocument, PublicQueryState } from './public-client';

const PublicDataContext = createContext<PublicClient | null>(null);

export function PublicDataProvider({ client, children }: { client: PublicClient; children: ReactNode }) {
  return <PublicDataContext.Provider value={client}>{children}</PublicDataContext.Provider>;
}

export function usePublicClient(): PublicClient {
  const client = useContext(PublicDataContext);
  if (!client) throw new Error('usePublicQuery debe usarse dentro de un PublicDataProvider');
  return client;
}

export interface PublicQueryResult<TData> extends PublicQueryState<TData> {
  /** Asks the bff again for this query (a retry after an error). */
  refetch: () => Promise<void>;
}

/**
 * Public content for a component: loads once per page, re-renders when it is refetched. With
 * `maxAgeMs`, a component that mounts on an older answer shows it and fetches it again.
 */
export function usePublicQuery<TData, TVariables>(
  document: PublicDocument<TData, TVariables>,
  options: { variables?: TVariables; maxAgeMs?: number } = {},
): PublicQueryResult<TData> {
  const client = usePublicClient();
  // The key names the operation and its variables: equal variables in a new object are the same query.
  const key = client.register(document, options.variables);
  const subscribe = useCallback((listener: () => void) => client.subscribeKey(key, listener), [client, key]);
  const read = useCallback(() => client.readKey(key), [client, key]);
  const state = useSyncExternalStore(subscribe, read, read);
  const { maxAgeMs } = options;
  useEffect(() => {
    void client.loadKey(key, maxAgeMs);
  }, [client, key, maxAgeMs]);
  const refetch = useCallback(() => client.reloadKey(key), [client, key]);
  return { ...(state as PublicQueryState<TData>), refetch };
}
