import { useCallback } from 'react';
import { useEditablePublicContent, usePublicClient } from './PublicDataProvider';

/**
 * After an admin changes what visitors see, the page's copy of the public content (brand,
 * landing page: the documents the root hands to PublicDataProvider) is fetched again, so the
 * theme and a preview follow at once. The bff drops its own cache of that content on the same
 * change.
 */
export function useRefreshPublicContent(): () => Promise<void> {
  const client = usePublicClient();
  const content = useEditablePublicContent();
  return useCallback(() => client.refetch(...content), [client, content]);
}
