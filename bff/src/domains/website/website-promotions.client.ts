import type { AxiosInstance } from 'axios';
import type { PublicContentCache } from '../../kernel/public-content';
import { restShorthands } from '../../kernel/http/rest';
import { WEBSITE_KEYS, WEBSITE_TTL } from './website.cache';
import type { PromotionInput } from './website.input';
import type { Promotion } from './website.type';

/** The promotions list, saved as a whole. */
export function createWebsitePromotionsClient(http: AxiosInstance, content: PublicContentCache) {
  const { get, send } = restShorthands(http);

  return {
    list(): Promise<Promotion[]> {
      return content.read(
        WEBSITE_KEYS.promotions,
        WEBSITE_TTL.sectionsContent,
        async () => (await get<{ promotions: Promotion[] }>('/gym/promotions')).promotions,
      );
    },

    async save(promotions: PromotionInput[]): Promise<Promotion[]> {
      const { data } = await send<{ promotions: Promotion[] }>('PUT', '/gym/promotions', { promotions });
      content.changed(WEBSITE_KEYS.promotions);
      return data.promotions;
    },
  };
}
