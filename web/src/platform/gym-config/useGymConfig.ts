import { usePublicQuery } from '../public-data/PublicDataProvider';
import { GymConfigDocument, type GymConfigQuery } from './gym-config.public.generated';

export type GymConfig = GymConfigQuery['gymConfig'];

/** Neutral look while the gym's own configuration loads (no brand is hard-coded). */
export const NEUTRAL_GYM_CONFIG: GymConfig = {
  name: 'Gimnasio',
  tagline: null,
  description: null,
  logoUrl: null,
  primaryColor: '#1f2937',
  secondaryColor: '#f59e0b',
  contact: { address: null, phone: null, email: null, whatsapp: null, mapsUrl: null },
};

/** The gym's name, colours and contact from configuration (public content, read once per page). */
export function useGymConfig(): { config: GymConfig; loading: boolean } {
  const { data, loading } = usePublicQuery(GymConfigDocument);
  return { config: data?.gymConfig ?? NEUTRAL_GYM_CONFIG, loading };
}
