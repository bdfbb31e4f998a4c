import type { AxiosInstance } from 'axios';
import { GraphQLError } from 'graphql';
import { restCall } from '../../kernel/http/rest';
import type { TestimonialInput } from './website-testimonials.input';
import type { MyTestimonial, MyTestimonials, Testimonial, TestimonialSubmission } from './website-testimonials.type';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';

export const EMPTY_MY_TESTIMONIALS: MyTestimonials = {
  testimonials: [],
  total: 0,
  hasActiveTestimonial: false,
  hasPendingTestimonial: false,
  canSubmitNew: true,
  thankYouMessage: null,
};

export function createTestimonialsClient(http: AxiosInstance) {
  return {
    async published(limit: number | null | undefined): Promise<Testimonial[]> {
      const envelope = await restCall<{ testimonials: Testimonial[] }>(http, {
        method: 'GET',
        url: '/testimonials',
        params: { limit: limit ?? undefined },
      });
      return envelope.data.testimonials;
    },

    /** Spec §8: a 404 on my-testimonials is an empty result, not an error. */
    async mine(): Promise<MyTestimonials> {
      try {
        return (await restCall<MyTestimonials>(http, { method: 'GET', url: '/testimonials/my-testimonials' })).data;
      } catch (error) {
        if (error instanceof GraphQLError && error.extensions.status === 404) return EMPTY_MY_TESTIMONIALS;
        throw error;
      }
    },

    async submit(input: TestimonialInput): Promise<TestimonialSubmission> {
      const envelope = await restCall<{ testimonial: MyTestimonial; thankYouMessage?: string }>(http, {
        method: 'POST',
        url: '/testimonials',
        data: { ...input },
      });
      return {
        testimonial: envelope.data.testimonial,
        message: envelope.message ?? '',
        thankYouMessage: envelope.data.thankYouMessage ?? null,
      };
    },

    async update(id: string, input: TestimonialInput): Promise<TestimonialSubmission> {
      const envelope = await restCall<{ testimonial: MyTestimonial }>(http, {
        method: 'PUT',
        url: `/testimonials/${encodeURIComponent(id)}`,
        data: { ...input },
      });
      return { testimonial: envelope.data.testimonial, message: envelope.message ?? '', thankYouMessage: null };
    },
  };
}

export type TestimonialsClient = ReturnType<typeof createTestimonialsClient>;

const makeTestimonialsClient = (ctx: RequestContext) => createTestimonialsClient(ctx.http);

/** This request's client, made on first use. */
export const testimonialsClient = (ctx: RequestContext) => perRequest(ctx, makeTestimonialsClient);
