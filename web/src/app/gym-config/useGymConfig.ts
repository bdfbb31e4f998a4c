import { useGymConfigQuery, type GymConfigQuery } from './gym-config.generated';

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

export function useGymConfig(): { config: GymConfig; loading: boolean } {
  const { data, loading } = useGymConfigQuery({ fetchPolicy: 'cache-first' });
  return { config: data?.gymConfig ?? NEUTRAL_GYM_CONFIG, loading };
}
