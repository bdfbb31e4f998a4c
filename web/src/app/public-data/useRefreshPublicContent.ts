import { useCallback } from 'react';
import { LandingDocument } from '../../features/landing/landing.public.generated';
import { GymConfigDocument } from '../gym-config/gym-config.public.generated';
import { usePublicClient } from './PublicDataProvider';

/**
 * After an admin changes what visitors see, the page's copy of the public content (brand,
 * landing page) is fetched again, so the theme and a preview follow at once. The bff drops its
 * own cache of that content on the same change.
 */
export function useRefreshPublicContent(): () => Promise<void> {
  const client = usePublicClient();
  return useCallback(() => client.refetch(GymConfigDocument, LandingDocument), [client]);
}
