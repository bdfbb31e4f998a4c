/**
 * The admin's switch per message kind, stored once for the gym: the `message_kinds` jsonb of the
 * single gym_settings row (only the kinds the admin ever set; a missing kind is on). `queueMessages`
 * reads it once per message; the password reset (`queueEmail`) never asks.
 */
import {
  isAlwaysOnKind,
  isMessageKind,
  MESSAGE_ADMIN_MESSAGES,
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  messageKindSettingsOf,
  type MessageKind,
  type MessageKindSettings,
} from '@gym/domain';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { gymSettings } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError, validationError } from '../../lib/errors';
import { writeSettings } from '../website/settings.service';

/** The gym's switches today (every kind on while nothing was stored). */
export async function messageKindSettings(db: Executor): Promise<MessageKindSettings> {
  const [row] = await db
    .select({ kinds: gymSettings.messageKinds })
    .from(gymSettings)
    .where(eq(gymSettings.id, 1))
    .limit(1);
  return messageKindSettingsOf(row?.kinds);
}

/** The whole map the admin's screen reads: each kind with its label, its switch and whether it may change. */
export function presentKindSettings(settings: MessageKindSettings) {
  return {
    kinds: Object.fromEntries(
      MESSAGE_KINDS.map((kind) => [
        kind,
        { label: MESSAGE_KIND_LABELS[kind], enabled: settings[kind], alwaysOn: isAlwaysOnKind(kind) },
      ]),
    ) as Record<MessageKind, { label: string; enabled: boolean; alwaysOn: boolean }>,
  };
}

/**
 * Sets the given kinds only (the rest stay as they were). An unknown kind is a 422; turning off a
 * kind that always goes (the password reset) is a 400. A change writes one audit row with what
 * changed; a request that changes nothing writes none.
 */
export async function updateMessageKindSettings(
  db: Database,
  actorId: string,
  patch: Record<string, boolean>,
): Promise<MessageKindSettings> {
  const unknown = Object.keys(patch).filter((kind) => !isMessageKind(kind));
  if (unknown.length > 0)
    throw validationError(
      Object.fromEntries(unknown.map((kind) => [`kinds.${kind}`, MESSAGE_ADMIN_MESSAGES.unknownKind(kind)])),
    );
  const valid = patch as Partial<Record<MessageKind, boolean>>;
  const locked = MESSAGE_KINDS.find((kind) => isAlwaysOnKind(kind) && valid[kind] === false);
  if (locked) throw new AppError(400, MESSAGE_ADMIN_MESSAGES.kindAlwaysOn(MESSAGE_KIND_LABELS[locked]));

  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ kinds: gymSettings.messageKinds })
      .from(gymSettings)
      .where(eq(gymSettings.id, 1))
      .for('update');
    const before = messageKindSettingsOf(row?.kinds);
    const changed = Object.fromEntries(
      MESSAGE_KINDS.filter((kind) => valid[kind] !== undefined && valid[kind] !== before[kind]).map((kind) => [
        kind,
        valid[kind]!,
      ]),
    ) as Partial<Record<MessageKind, boolean>>;
    if (Object.keys(changed).length === 0) return before;
    const after = { ...before, ...changed };
    await writeSettings(tx, { messageKinds: { ...row?.kinds, ...changed } });
    await recordAudit(tx, {
      entityType: 'message_settings',
      entityId: 'gym',
      action: 'update',
      actorId,
      details: { before: pick(before, changed), after: changed },
    });
    return after;
  });
}

function pick(settings: MessageKindSettings, keys: Partial<Record<MessageKind, boolean>>) {
  return Object.fromEntries(Object.keys(keys).map((kind) => [kind, settings[kind as MessageKind]]));
}
