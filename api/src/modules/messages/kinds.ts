/** The messages' kinds, channels and statuses, and the Spanish the 'Mensajes' screen shows. */
export const MESSAGE_KINDS = [
  'welcome',
  'password_reset',
  'order_received',
  'order_status',
  'payment_receipt',
  'payment_rejected',
  'membership_activated',
  'expense_pending',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_CHANNELS = ['email', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_STATUSES = ['queued', 'sent', 'kept', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_TEXTS = {
  kinds: {
    welcome: 'Bienvenida',
    password_reset: 'Restablecer contraseña',
    order_received: 'Pedido recibido',
    order_status: 'Estado del pedido',
    payment_receipt: 'Recibo de pago',
    payment_rejected: 'Pago rechazado',
    membership_activated: 'Membresía activada',
    expense_pending: 'Gasto por aprobar',
  } satisfies Record<MessageKind, string>,
  statuses: {
    queued: 'En cola',
    sent: 'Enviado',
    kept: 'Guardado (sin servidor de correo)',
    failed: 'Falló',
  } satisfies Record<MessageStatus, string>,
  notFound: 'Mensaje no encontrado',
  notFailed: 'Solo se puede reintentar un mensaje que falló',
  retried: 'Mensaje puesto de nuevo en cola',
  channelOff: 'Este canal no está configurado',
  forbidden: 'Solo el administrador puede ver los mensajes',
} as const;
