import type { AxiosInstance } from 'axios';
import { restCall } from '../../rest';
import type { GymConfig, GymSocialLink } from './gym.type';

export interface RestGymConfig {
  name: string;
  tagline: string | null;
  description: string | null;
  logoUrl: string | null;
  heroImageUrl?: string | null;
  primaryColor: string;
  secondaryColor: string;
  successColor?: string | null;
  warningColor?: string | null;
  dangerColor?: string | null;
  contact: {
    address: string | null;
    phone: string | null;
    email: string | null;
    whatsapp: string | null;
    mapsUrl: string | null;
    city?: string | null;
    location?: { lat: number; lng: number } | null;
  } | null;
  social?: GymSocialLink[] | null;
}

export function toGymConfig(data: RestGymConfig): GymConfig {
  return { ...data, contact: data.contact ?? {}, social: data.social ?? [] };
}

export function createGymClient(http: AxiosInstance) {
  return {
    async config(): Promise<GymConfig> {
      const { data } = await restCall<RestGymConfig>(http, { method: 'GET', url: '/gym/config' });
      return toGymConfig(data);
    },
  };
}

export type GymClient = ReturnType<typeof createGymClient>;
