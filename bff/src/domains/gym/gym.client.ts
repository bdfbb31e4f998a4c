import type { AxiosInstance } from 'axios';
import { restCall } from '../../rest';
import type { GymConfig } from './gym.type';

export interface RestGymConfig {
  name: string;
  tagline: string | null;
  description: string | null;
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  contact: {
    address: string | null;
    phone: string | null;
    email: string | null;
    whatsapp: string | null;
    mapsUrl: string | null;
  } | null;
}

export function createGymClient(http: AxiosInstance) {
  return {
    async config(): Promise<GymConfig> {
      const { data } = await restCall<RestGymConfig>(http, { method: 'GET', url: '/gym/config' });
      return { ...data, contact: data.contact ?? {} };
    },
  };
}

export type GymClient = ReturnType<typeof createGymClient>;
