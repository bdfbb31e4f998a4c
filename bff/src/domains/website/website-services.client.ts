import type { AxiosInstance } from 'axios';
import type { MutationResult } from '../common/common.type';
import type { PublicContentCache } from '../../kernel/public-content';
import { restShorthands, withFallback, withoutUndefined } from '../../kernel/http/rest';
import { WEBSITE_KEYS, WEBSITE_TTL } from './website.cache';
import type { DisplayOrderInput, ServiceInput } from './website.input';
import type { GymService, ServiceStats } from './website.type';

export interface RestService extends Omit<GymService, 'id'> {
  id: number;
}

export const toService = (s: RestService): GymService => ({ ...s, id: String(s.id) });

/** The gym's services as the website shows them. */
export function createWebsiteServicesClient(http: AxiosInstance, content: PublicContentCache) {
  const { get, send } = restShorthands(http);
  const list = async (url: string) => (await get<{ services: RestService[] }>(url)).services;
  const path = (id: string) => `/services/${encodeURIComponent(id)}`;
  const changed = () => content.changed(WEBSITE_KEYS.services);

  return {
    /** Public services; on 404 all services filtered by active (spec §7). */
    active(): Promise<GymService[]> {
      return content.read(WEBSITE_KEYS.services, WEBSITE_TTL.services, () =>
        withFallback(
          async () => (await list('/services/active')).map(toService),
          [404],
          async () => (await list('/services')).filter((s) => s.isActive).map(toService),
        ),
      );
    },

    async all(): Promise<GymService[]> {
      return (await list('/services')).map(toService);
    },

    stats(): Promise<ServiceStats> {
      return get<ServiceStats>('/services/stats');
    },

    async create(input: ServiceInput): Promise<GymService> {
      const { data } = await send<RestService>('POST', '/services', withoutUndefined(input));
      changed();
      return toService(data);
    },

    async update(id: string, input: ServiceInput): Promise<GymService> {
      const { data } = await send<RestService>('PUT', path(id), withoutUndefined(input));
      changed();
      return toService(data);
    },

    async remove(id: string): Promise<MutationResult> {
      const response = await send<unknown>('DELETE', path(id));
      changed();
      return { success: true, message: response.message ?? '' };
    },

    async toggle(id: string): Promise<GymService> {
      const { data } = await send<RestService>('PATCH', `${path(id)}/toggle`);
      changed();
      return toService(data);
    },

    async duplicate(id: string): Promise<GymService> {
      const { data } = await send<RestService>('POST', `${path(id)}/duplicate`);
      changed();
      return toService(data);
    },

    async reorder(order: DisplayOrderInput[]): Promise<GymService[]> {
      const { data } = await send<{ services: RestService[] }>('PUT', '/services/reorder', {
        services: order.map((o) => ({ id: Number(o.id), displayOrder: o.displayOrder })),
      });
      changed();
      return data.services.map(toService);
    },

    async seedDefaults(): Promise<GymService[]> {
      const { data } = await send<{ services: RestService[] }>('POST', '/services/seed/defaults');
      changed();
      return data.services.map(toService);
    },
  };
}
