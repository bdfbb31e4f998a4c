import type { AxiosInstance } from 'axios';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';
import { pathSegment as id, query, restCall } from '../../kernel/http/rest';
import type { MessageFilterInput, UpdateMessageSettingsInput } from './messages.input';
import type {
  MessageDetail,
  MessagePage,
  MessageRetryResult,
  MessageSettings,
  MessageSettingsResult,
} from './messages.type';

/** The api's map (kind -> label and switch), in its order. */
type KindsMap = Record<string, { label: string; enabled: boolean; alwaysOn: boolean }>;

const asList = (kinds: KindsMap): MessageSettings => ({
  kinds: Object.entries(kinds).map(([kind, setting]) => ({ kind, ...setting })),
});

/**
 * The gym's messages (/api/messages, admin only): the list, one with its content, 'Reintentar', and
 * the switch per kind (/api/messages/settings).
 */
export function createMessagesClient(http: AxiosInstance) {
  return {
    async list(filter: MessageFilterInput | null | undefined): Promise<MessagePage> {
      const { data } = await restCall<MessagePage>(http, { method: 'GET', url: `/messages${query(filter)}` });
      return data;
    },
    async byId(messageId: string): Promise<MessageDetail> {
      const { data } = await restCall<{ message: MessageDetail }>(http, {
        method: 'GET',
        url: `/messages/${id(messageId)}`,
      });
      return data.message;
    },
    async retry(messageId: string): Promise<MessageRetryResult> {
      // A bodyless POST still sends '{}' (axios would otherwise label it as form data).
      const { data, message } = await restCall<{ message: MessageDetail }>(http, {
        method: 'POST',
        url: `/messages/${id(messageId)}/retry`,
        data: {},
      });
      return { retried: data.message, message: message ?? '' };
    },
    async settings(): Promise<MessageSettings> {
      const { data } = await restCall<{ kinds: KindsMap }>(http, { method: 'GET', url: '/messages/settings' });
      return asList(data.kinds);
    },
    async updateSettings(input: UpdateMessageSettingsInput): Promise<MessageSettingsResult> {
      const { data, message } = await restCall<{ kinds: KindsMap }>(http, {
        method: 'PUT',
        url: '/messages/settings',
        data: { kinds: Object.fromEntries(input.kinds.map(({ kind, enabled }) => [kind, enabled])) },
      });
      return { settings: asList(data.kinds), message: message ?? '' };
    },
  };
}

const makeMessagesClient = (ctx: RequestContext) => createMessagesClient(ctx.http);

/** This request's client, made on first use. */
export const messagesClient = (ctx: RequestContext) => perRequest(ctx, makeMessagesClient);
