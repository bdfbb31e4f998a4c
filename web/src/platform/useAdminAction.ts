import { useCallback, useState } from 'react';
import { useRefreshPublicContent } from './public-data/useRefreshPublicContent';
import { apiErrorInfo, isGlobalError } from '../shared/api-error';
import { useNotify } from '../shared/notify';

/**
 * Runs an admin write: the public content is fetched again and a success toast shows, or the server's own message (403 'Sin permisos para ...',
 * 422 validation, 400 'Ya existe...'), else the screen's fallback. Session, rate-limit, server
 * and network failures are already reported by the global error link.
 * `publicContent: false` for writes visitors never see (a payment): nothing public is fetched again.
 */
export function useAdminAction({ publicContent = true }: { publicContent?: boolean } = {}) {
  const notify = useNotify();
  const refreshPublicContent = useRefreshPublicContent();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T>(work: () => Promise<T>, success: string | null, failure: string): Promise<T | null> => {
      setBusy(true);
      try {
        const result = await work();
        if (publicContent) void refreshPublicContent();
        if (success) notify.success(success);
        return result;
      } catch (error) {
        const info = apiErrorInfo(error);
        if (!isGlobalError(info)) notify.error(info.message ?? failure);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [notify, refreshPublicContent, publicContent],
  );
  return { run, busy };
}
