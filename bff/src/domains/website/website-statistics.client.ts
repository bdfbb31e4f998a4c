import type { AxiosInstance } from 'axios';
import type { MutationResult } from '../common/common.type';
import type { PublicContentCache } from '../../kernel/public-content';
import { restShorthands, withFallback, withoutNullish, withoutUndefined } from '../../kernel/http/rest';
import { WEBSITE_KEYS, WEBSITE_TTL } from './website.cache';
import type { DisplayOrderInput, StatisticInput } from './website.input';
import type { Statistic } from './website.type';

export interface RestStatistic extends Omit<Statistic, 'id'> {
  id: number;
}

export const toStatistic = (s: RestStatistic): Statistic => ({ ...s, id: String(s.id) });

/** The counters of the landing page ("500+ miembros"). */
export function createWebsiteStatisticsClient(http: AxiosInstance, content: PublicContentCache) {
  const { get, send } = restShorthands(http);
  const list = async (url: string) => (await get<{ statistics: RestStatistic[] }>(url)).statistics.map(toStatistic);
  const path = (id: string) => `/statistics/${encodeURIComponent(id)}`;
  const changed = () => content.changed(WEBSITE_KEYS.statistics);

  return {
    /** Public counters; on 404 the gym stats (spec §7). */
    active(): Promise<Statistic[]> {
      return content.read(WEBSITE_KEYS.statistics, WEBSITE_TTL.gymStats, () =>
        withFallback(
          () => list('/statistics/active'),
          [404],
          () => list('/gym/stats'),
        ),
      );
    },

    all(): Promise<Statistic[]> {
      return list('/statistics');
    },

    async create(input: StatisticInput): Promise<Statistic> {
      const { data } = await send<RestStatistic>('POST', '/statistics', withoutUndefined(input));
      changed();
      return toStatistic(data);
    },

    async update(id: string, input: StatisticInput): Promise<Statistic> {
      const { data } = await send<RestStatistic>('PUT', path(id), withoutNullish(input));
      changed();
      return toStatistic(data);
    },

    async remove(id: string): Promise<MutationResult> {
      const response = await send<unknown>('DELETE', path(id));
      changed();
      return { success: true, message: response.message ?? '' };
    },

    async toggle(id: string): Promise<Statistic> {
      const { data } = await send<RestStatistic>('PATCH', `${path(id)}/toggle`);
      changed();
      return toStatistic(data);
    },

    async reorder(order: DisplayOrderInput[]): Promise<Statistic[]> {
      const { data } = await send<{ statistics: RestStatistic[] }>('PUT', '/statistics/reorder/batch', {
        order: order.map((o) => ({ id: Number(o.id), displayOrder: o.displayOrder })),
      });
      changed();
      return data.statistics.map(toStatistic);
    },

    async seedDefaults(): Promise<Statistic[]> {
      const { data } = await send<{ statistics: RestStatistic[] }>('POST', '/statistics/seed/defaults');
      changed();
      return data.statistics.map(toStatistic);
    },
  };
}
