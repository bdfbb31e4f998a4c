import type { NotificationSettings } from './constants';
import { enumField, textField } from './field-contract';

/**
 * The messages the gym sends its people (by e-mail and, when configured, WhatsApp), and which
 * channels a person gets each one on. Pure: the api's messages module asks it before sending.
 */
export const MESSAGE_KINDS = [
  'welcome',
  'password_reset',
  'order_received',
  'order_status',
  'payment_rejected',
  'payment_receipt',
  'membership_activated',
  'membership_ending',
  'membership_ended',
  'membership_frozen',
  'membership_unfrozen',
  'expense_pending',
  'invoice_issued',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  welcome: 'Bienvenida',
  password_reset: 'Restablecer contraseña',
  order_received: 'Pedido recibido',
  order_status: 'Estado del pedido',
  payment_rejected: 'Pago rechazado',
  payment_receipt: 'Comprobante de pago',
  membership_activated: 'Membresía activada',
  membership_ending: 'Membresía por vencer',
  membership_ended: 'Membresía vencida',
  membership_frozen: 'Membresía congelada',
  membership_unfrozen: 'Membresía reanudada',
  expense_pending: 'Gasto pendiente de aprobación',
  invoice_issued: 'Factura electrónica',
};

/**
 * What a kind is about. A reminder (the membership ending in 7 days or 1 day, or ended) is the
 * member's to turn off; an account or money message always reaches the person.
 */
export type MessageGroup = 'account' | 'money' | 'reminder';

export const MESSAGE_KIND_GROUPS: Record<MessageKind, MessageGroup> = {
  welcome: 'account',
  password_reset: 'account',
  order_received: 'money',
  order_status: 'money',
  payment_rejected: 'money',
  payment_receipt: 'money',
  membership_activated: 'money',
  membership_ending: 'reminder',
  membership_ended: 'reminder',
  membership_frozen: 'money',
  membership_unfrozen: 'money',
  expense_pending: 'money',
  invoice_issued: 'money',
};

export const REMINDER_MESSAGE_KINDS = MESSAGE_KINDS.filter((kind) => MESSAGE_KIND_GROUPS[kind] === 'reminder');

export function isReminderKind(kind: MessageKind): boolean {
  return MESSAGE_KIND_GROUPS[kind] === 'reminder';
}

export const MESSAGE_CHANNELS = ['email', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** The member's settings the rule reads (the rest of NotificationSettings is the screen's own). */
export type MessagePreferences = Pick<NotificationSettings, 'email' | 'whatsapp' | 'reminders'>;

export interface MessageChannelContext {
  /**
   * WhatsApp can reach this person: the gym has WhatsApp configured and the person has a phone
   * number to send to. The caller decides both; false when either is missing.
   */
  whatsappEnabled: boolean;
}

/**
 * The channels a person gets a message of `kind` on, e-mail first:
 *
 * 1. A reminder (`membership_ending`, `membership_ended`) with `reminders` off: none.
 * 2. E-mail when `email` is on.
 * 3. WhatsApp when `whatsapp` is on and `whatsappEnabled`.
 * 4. An account or money message (every kind but the reminders) that 2 and 3 left without a
 *    channel goes by e-mail anyway: it always reaches the person on at least one channel. A
 *    reminder with e-mail off and no WhatsApp gets none.
 */
export function messageChannelsFor(
  kind: MessageKind,
  preferences: MessagePreferences,
  { whatsappEnabled }: MessageChannelContext,
): MessageChannel[] {
  const reminder = isReminderKind(kind);
  if (reminder && !preferences.reminders) return [];
  const channels: MessageChannel[] = [];
  if (preferences.email) channels.push('email');
  if (preferences.whatsapp && whatsappEnabled) channels.push('whatsapp');
  if (channels.length === 0 && !reminder) channels.push('email');
  return channels;
}

/** The admin's switch per kind (true: the gym sends messages of that kind). */
export type MessageKindSettings = Record<MessageKind, boolean>;

export const DEFAULT_MESSAGE_KIND_SETTINGS: MessageKindSettings = Object.fromEntries(
  MESSAGE_KINDS.map((kind) => [kind, true]),
) as MessageKindSettings;

/**
 * The kinds the admin cannot turn off: a password reset always goes (an account must always be
 * recoverable).
 */
export const ALWAYS_ON_MESSAGE_KINDS: readonly MessageKind[] = ['password_reset'];

export function isAlwaysOnKind(kind: MessageKind): boolean {
  return ALWAYS_ON_MESSAGE_KINDS.includes(kind);
}

export function isMessageKind(value: string): value is MessageKind {
  return (MESSAGE_KINDS as readonly string[]).includes(value);
}

/**
 * The gym's switches from what is stored (only the kinds the admin ever set): every other kind is
 * on, an unknown key is ignored, and an always-on kind is on whatever is stored.
 */
export function messageKindSettingsOf(
  stored: Readonly<Record<string, unknown>> | null | undefined,
): MessageKindSettings {
  const settings = { ...DEFAULT_MESSAGE_KIND_SETTINGS };
  for (const kind of MESSAGE_KINDS) {
    const value = stored?.[kind];
    if (typeof value === 'boolean' && !isAlwaysOnKind(kind)) settings[kind] = value;
  }
  return settings;
}

/** MAIL_FROM, the sender of the gym's e-mail ('Gimnasio <avisos@gimnasio.example>'), read once at start. */
export const MAIL_FROM_FIELD = textField('MAIL_FROM', { min: 3, max: 200 });

/** Where a message stands: waiting, sent, kept (no mail server: kept for the admin to read) or failed. */
export const MESSAGE_STATUSES = ['queued', 'sent', 'kept', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  queued: 'En cola',
  sent: 'Enviado',
  kept: 'Guardado (sin servidor de correo)',
  failed: 'Falló',
};

/** The days before a membership's last day on which its member is reminded (and the day after, when it ended). */
export const MEMBERSHIP_REMINDER_DAYS = [7, 1] as const;

/** The hour (gym's time zone) of the daily reminders run. */
export const REMINDERS_CRON = '0 8 * * *';

/** The api's answers about messages ('Mensajes', the admin's screen). */
export const MESSAGE_ADMIN_MESSAGES = {
  notFound: 'Mensaje no encontrado',
  notFailed: 'Solo se puede reintentar un mensaje que falló',
  retried: 'Mensaje puesto de nuevo en cola',
  channelOff: 'Este canal no está configurado',
  forbidden: 'Solo el administrador puede ver los mensajes',
  /** PUT /api/messages/settings: the switches were saved. */
  settingsSaved: 'Tipos de mensaje guardados',
  /** PUT /api/messages/settings with a kind the gym does not send (422). */
  unknownKind: (kind: string) => `No existe el tipo de mensaje «${kind}»`,
  /** PUT /api/messages/settings with a kind that goes whatever the switch says (400). */
  kindAlwaysOn: (label: string) =>
    `«${label}» no se puede desactivar: toda cuenta debe poder recuperarse, así que siempre se envía`,
  /** PUT /api/messages/settings with a switch that is not true or false (422). */
  kindSwitch: 'Cada tipo de mensaje se activa o desactiva con verdadero o falso',
  remindersRun: (queued: number) =>
    queued === 0
      ? 'Recordatorios revisados: no había recordatorios nuevos por enviar'
      : queued === 1
        ? 'Recordatorios revisados: 1 recordatorio en cola'
        : `Recordatorios revisados: ${queued} recordatorios en cola`,
} as const;

/** The filters of 'Mensajes' (GET /api/messages?status&kind): the bff's input and the web's selects. */
export const MESSAGE_LIST_FIELDS = {
  status: enumField('El estado', MESSAGE_STATUSES),
  kind: enumField('El tipo', MESSAGE_KINDS),
} as const;
