import { DENOMINATIONS, type DenominationCounts } from '@gym/domain';
import type { AxiosInstance } from 'axios';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';
import { pathSegment as id, query, restShorthands, withoutNullish } from '../../kernel/http/rest';
import type { CashCloseInput, CashSessionFilterInput, PettyCashInput } from './cash-drawer.input';
import type { CashSession, CashSessionDetail, CashSessionPage, CashSessionResult } from './cash-drawer.type';

/** The count as the api takes it: pieces by denomination key. */
export function countsBody(counts: CashCloseInput['counts']): DenominationCounts {
  const known = new Set<string>(DENOMINATIONS.map((d) => d.key));
  return Object.fromEntries(counts.filter((c) => known.has(c.key)).map((c) => [c.key, c.pieces]));
}

/** The clerks' cash drawers (/api/cash-sessions). */
export function createCashDrawerClient(http: AxiosInstance) {
  const { get, send } = restShorthands(http);
  const result = async (url: string, body: object): Promise<CashSessionResult> => {
    const { data, message } = await send<{ session: CashSession }>('POST', url, body);
    return { session: data.session, message: message ?? '' };
  };
  return {
    current: async (): Promise<CashSession | null> =>
      (await get<{ session: CashSession | null }>('/cash-sessions/current')).session,
    list: (filter: CashSessionFilterInput | null | undefined) =>
      get<CashSessionPage>(`/cash-sessions${query({ ...(filter ?? {}) })}`),
    byId: (sessionId: string) => get<CashSessionDetail>(`/cash-sessions/${id(sessionId)}`),
    open: (openingFloat: number) => result('/cash-sessions', { openingFloat }),
    close: (input: CashCloseInput) =>
      result(
        '/cash-sessions/current/close',
        withoutNullish({ counts: countsBody(input.counts), reason: input.reason, notes: input.notes }),
      ),
    pettyCash: (input: PettyCashInput) => result('/cash-sessions/current/movements', { ...input }),
  };
}

const makeCashDrawerClient = (ctx: RequestContext) => createCashDrawerClient(ctx.http);

/** This request's client, made on first use. */
export const cashDrawerClient = (ctx: RequestContext) => perRequest(ctx, makeCashDrawerClient);
