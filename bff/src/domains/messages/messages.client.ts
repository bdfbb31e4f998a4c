import type { AxiosInstance } from 'axios';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';
import { pathSegment as id, query, restCall } from '../../kernel/http/rest';
import type { MessageFilterInput } from './messages.input';
import type { MessageDetail, MessagePage, MessageRetryResult } from './messages.type';

/** The gym's messages (/api/messages, admin only): the list, one with its content, and 'Reintentar'. */
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
  };
}

const makeMessagesClient = (ctx: RequestContext) => createMessagesClient(ctx.http);

/** This request's client, made on first use. */
export const messagesClient = (ctx: RequestContext) => perRequest(ctx, makeMessagesClient);
