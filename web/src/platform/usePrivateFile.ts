import { useEffect, useState } from 'react';
import { fetchPrivateFile, PrivateFileError, type PrivateFileMessages } from './private-file';

export type PrivateFileState =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; href: string; type: string };

/**
 * Loads a private file (a transfer proof) with the session's token while the caller is mounted,
 * as a blob URL that is revoked when the caller unmounts (key the caller by `url` to load another).
 */
export function usePrivateFile(url: string, messages: PrivateFileMessages): PrivateFileState {
  const [loaded, setLoaded] = useState<PrivateFileState>({ state: 'loading' });
  const { network, sessionExpired, failed } = messages;
  useEffect(() => {
    let href: string | null = null;
    let cancelled = false;
    fetchPrivateFile(url, { network, sessionExpired, failed })
      .then((blob) => {
        if (cancelled) return;
        href = URL.createObjectURL(blob);
        setLoaded({ state: 'ready', href, type: blob.type });
      })
      .catch((error: unknown) => {
        if (!cancelled)
          setLoaded({ state: 'error', message: error instanceof PrivateFileError ? error.message : failed });
      });
    return () => {
      cancelled = true;
      if (href) URL.revokeObjectURL(href);
    };
  }, [url, network, sessionExpired, failed]);
  return loaded;
}
