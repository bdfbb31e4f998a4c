import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { DocumentText, PublicClient, PublicDocument, PublicQueryState } from './public-client';

interface PublicData {
  client: PublicClient;
  /** What an admin's change refetches (useRefreshPublicContent); the root names it (app/public-content.ts). */
  editableContent: readonly DocumentText[];
}

const PublicDataContext = createContext<PublicData | null>(null);

export function PublicDataProvider({
  client,
  editableContent,
  children,
}: {
  client: PublicClient;
  editableContent: readonly DocumentText[];
  children: ReactNode;
}) {
  const value = useMemo(() => ({ client, editableContent }), [client, editableContent]);
  return <PublicDataContext.Provider value={value}>{children}</PublicDataContext.Provider>;
}

function usePublicData(): PublicData {
  const data = useContext(PublicDataContext);
  if (!data) throw new Error('usePublicQuery debe usarse dentro de un PublicDataProvider');
  return data;
}

export function usePublicClient(): PublicClient {
  return usePublicData().client;
}

/** The public content an admin's change refetches, as the root named it. */
export function useEditablePublicContent(): readonly DocumentText[] {
  return usePublicData().editableContent;
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
