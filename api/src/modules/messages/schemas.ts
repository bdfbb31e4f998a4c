import {
  MESSAGE_ADMIN_MESSAGES,
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_LIST_FIELDS,
  PAGINATION,
  QUERY_FIELDS,
} from '@gym/domain';
import { z } from 'zod';
import { zClampedLimit, zFilter, zInt } from '../../lib/field-schemas';
import { envelope, paginationSchema } from '../../lib/zod';

export const messageParams = z.object({ id: z.uuid({ error: MESSAGE_ADMIN_MESSAGES.notFound }) });

export const messageListQuery = z.object({
  status: zFilter(MESSAGE_LIST_FIELDS.status),
  kind: zFilter(MESSAGE_LIST_FIELDS.kind),
  page: zInt(QUERY_FIELDS.page, { coerce: true }).default(1),
  limit: zClampedLimit(QUERY_FIELDS.limit, PAGINATION.defaultLimit),
});

const listedMessage = z.object({
  id: z.uuid(),
  kind: z.string(),
  kindLabel: z.string(),
  channel: z.enum(MESSAGE_CHANNELS).or(z.string()),
  recipient: z.string(),
  userId: z.string().nullable(),
  subject: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export const messageListResponse = envelope(
  z.object({ messages: z.array(listedMessage), pagination: paginationSchema }),
);

export const messageResponse = envelope(
  z.object({ message: listedMessage.extend({ html: z.string().nullable(), text: z.string() }) }),
);

export const remindersRunResponse = envelope(z.object({ queued: z.number().int() }));

const kindSetting = z.object({ label: z.string(), enabled: z.boolean(), alwaysOn: z.boolean() });

/** The whole map: every kind the gym sends, with its label and the admin's switch. */
export const messageSettingsResponse = envelope(
  z.object({ kinds: z.object(Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, kindSetting]))) }),
);

/** Only the kinds sent change; the keys are checked against the domain's kinds by the service (422). */
export const messageSettingsBody = z.object({
  kinds: z.record(z.string(), z.boolean({ error: MESSAGE_ADMIN_MESSAGES.kindSwitch }), {
    error: MESSAGE_ADMIN_MESSAGES.kindSwitch,
  }),
});
