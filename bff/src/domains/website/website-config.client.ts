import type { AxiosInstance } from 'axios';
import type { PublicContentCache } from '../../kernel/public-content';
import { restShorthands, withFallback, withoutNullish, withoutUndefined } from '../../kernel/http/rest';
import { WEBSITE_KEYS, WEBSITE_TTL } from './website.cache';
import type { GymConfigInput, GymContactInput, SocialMediaInput } from './website.input';
import type { GymConfig, GymContact, GymSocialLink, SocialMediaEntry, SocialMediaSaveResult } from './website.type';

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

/** The gym's identity on the website: name, colours, contact and social networks. */
export function createWebsiteConfigClient(http: AxiosInstance, content: PublicContentCache) {
  const { get, send } = restShorthands(http);
  const publicConfig = async () => toGymConfig(await get<RestGymConfig>('/gym/config'));
  const publicSocialMedia = async () =>
    (await get<{ socialMedia: SocialMediaEntry[] }>('/gym/social-media')).socialMedia;

  return {
    /** Cached for 30 minutes and dropped when an admin changes it. */
    gymConfig(): Promise<GymConfig> {
      return content.read(WEBSITE_KEYS.config, WEBSITE_TTL.gymConfig, publicConfig);
    },

    async updateGymConfig(input: GymConfigInput): Promise<GymConfig> {
      const { data } = await send<RestGymConfig>('PUT', '/gym/config', withoutUndefined(input));
      content.changed(WEBSITE_KEYS.config);
      return toGymConfig(data);
    },

    /** Admin bundle; an older api without it (404) falls back to the public config. */
    gymConfigEditor(): Promise<GymConfig> {
      return withFallback(async () => toGymConfig(await get<RestGymConfig>('/gym/config/editor')), [404], publicConfig);
    },

    gymContact(): Promise<GymContact> {
      return get<GymContact>('/gym/contact');
    },

    async updateGymContact(input: GymContactInput): Promise<GymContact> {
      const { data } = await send<GymContact>('PUT', '/gym/contact', withoutUndefined(input));
      content.changed(WEBSITE_KEYS.config);
      return data;
    },

    socialMedia(): Promise<SocialMediaEntry[]> {
      return content.read(WEBSITE_KEYS.social, WEBSITE_TTL.gymConfig, publicSocialMedia);
    },

    /** Admin list; on 404 or 403 the public list (spec §7). */
    allSocialMedia(): Promise<SocialMediaEntry[]> {
      return withFallback(
        async () => (await get<{ socialMedia: SocialMediaEntry[] }>('/gym/social-media/all')).socialMedia,
        [403, 404],
        publicSocialMedia,
      );
    },

    async saveSocialMedia(input: SocialMediaInput): Promise<SocialMediaSaveResult> {
      const { data } = await send<SocialMediaEntry & { isNew: boolean }>(
        'POST',
        '/gym/social-media',
        withoutNullish(input),
      );
      content.changed(WEBSITE_KEYS.social, WEBSITE_KEYS.config);
      const { isNew, ...entry } = data;
      return { entry, isNew };
    },

    async toggleSocialMedia(platform: string): Promise<SocialMediaEntry> {
      const { data } = await send<SocialMediaEntry>(
        'PATCH',
        `/gym/social-media/${encodeURIComponent(platform)}/toggle`,
      );
      content.changed(WEBSITE_KEYS.social, WEBSITE_KEYS.config);
      return data;
    },
  };
}
