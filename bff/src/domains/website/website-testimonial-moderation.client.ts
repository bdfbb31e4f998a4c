import type { AxiosInstance } from 'axios';
import type { MutationResult } from '../common/common.type';
import type { PublicContentCache } from '../../kernel/public-content';
import { restShorthands, withoutNullish } from '../../kernel/http/rest';
import { WEBSITE_KEYS, WEBSITE_TTL } from './website.cache';
import type { AdminTestimonialInput } from './website.input';
import type { ModeratedTestimonial, TestimonialStats } from './website.type';

export interface RestTestimonial extends Omit<ModeratedTestimonial, 'byAdmin'> {
  userId: string | null;
}

export const toTestimonial = (t: RestTestimonial): ModeratedTestimonial => ({
  ...t,
  submittedAt: String(t.submittedAt),
  byAdmin: t.userId === null,
});

export type ModerationAction = 'approve' | 'toggle-active' | 'toggle-featured';

/** Testimonials on the website and their moderation (a member's own testimonial is website-testimonials.client.ts). */
export function createTestimonialModerationClient(http: AxiosInstance, content: PublicContentCache) {
  const { get, send } = restShorthands(http);
  const list = async (url: string) =>
    (await get<{ testimonials: RestTestimonial[] }>(url)).testimonials.map(toTestimonial);
  const changed = () => content.changed(WEBSITE_KEYS.testimonials);

  return {
    published(): Promise<ModeratedTestimonial[]> {
      return content.read(WEBSITE_KEYS.testimonials, WEBSITE_TTL.testimonials, () => list('/gym/testimonials'));
    },

    forModeration(status: 'pending' | 'approved' | null): Promise<ModeratedTestimonial[]> {
      const url =
        status === 'pending'
          ? '/testimonials/pending'
          : status
            ? `/testimonials/all?status=${status}`
            : '/testimonials/all';
      return list(url);
    },

    stats(): Promise<TestimonialStats> {
      return get<TestimonialStats>('/testimonials/stats');
    },

    async moderate(id: string, action: ModerationAction): Promise<ModeratedTestimonial> {
      const method = action === 'approve' ? 'POST' : 'PATCH';
      const { data } = await send<RestTestimonial>(method, `/testimonials/${encodeURIComponent(id)}/${action}`);
      changed();
      return toTestimonial(data);
    },

    async remove(id: string): Promise<MutationResult> {
      const response = await send<unknown>('DELETE', `/testimonials/${encodeURIComponent(id)}`);
      changed();
      return { success: true, message: response.message ?? '' };
    },

    async createByAdmin(input: AdminTestimonialInput): Promise<ModeratedTestimonial> {
      const { data } = await send<RestTestimonial>('POST', '/testimonials/admin/create', withoutNullish(input));
      changed();
      return toTestimonial(data);
    },
  };
}
