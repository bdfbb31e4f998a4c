import { PHONE_PATTERN } from './account-fields';
import { formatBusinessDate, formatDate, isBusinessDate } from './dates';
import type { MessageKind } from './messages-policy';

/** Guatemala's country code: what a phone typed without one belongs to. */
export const DEFAULT_PHONE_COUNTRY_CODE = '502';

/**
 * Digits after the country code where we know them (Guatemala and its Central American
 * neighbours: 8). A number of one of these countries with another length is refused rather than
 * sent to the wrong person.
 */
const NATIONAL_NUMBER_DIGITS: Readonly<Record<string, number>> = {
  '502': 8,
  '503': 8,
  '504': 8,
  '505': 8,
  '506': 8,
};

/** An international number (E.164) has at most 15 digits; fewer than 8 is no mobile anywhere. */
const INTERNATIONAL_DIGITS = { min: 8, max: 15 } as const;

function knownNationalDigits(digits: string): number | undefined {
  for (const [code, national] of Object.entries(NATIONAL_NUMBER_DIGITS)) {
    if (digits.startsWith(code)) return code.length + national;
  }
  return undefined;
}

/**
 * A phone as staff type it ('4455 6677', '+502 4455-6677', '(502) 44556677', '0050244556677')
 * in international form, digits only ('50244556677'): what wa.me and the WhatsApp Cloud API
 * take. Null when it cannot be a phone (letters, a stray '+', too few or too many digits).
 * A number without '+' or '00' is taken as local to `defaultCountryCode` unless it already
 * starts with that code and has the right length for it.
 */
export function internationalPhone(
  phone: string | null | undefined,
  defaultCountryCode: string = DEFAULT_PHONE_COUNTRY_CODE,
): string | null {
  const text = (phone ?? '').trim();
  if (!text || !PHONE_PATTERN.test(text) || text.lastIndexOf('+') > 0) return null;
  let digits = text.replace(/\D/g, '');
  let international = text.startsWith('+');
  if (!international && digits.startsWith('00')) {
    digits = digits.slice(2);
    international = true;
  }
  if (!international) {
    const national = NATIONAL_NUMBER_DIGITS[defaultCountryCode];
    const alreadyPrefixed =
      digits.startsWith(defaultCountryCode) &&
      (national === undefined || digits.length === defaultCountryCode.length + national);
    if (!alreadyPrefixed) digits = defaultCountryCode + digits;
  }
  const expected = knownNationalDigits(digits);
  if (expected !== undefined) return digits.length === expected ? digits : null;
  if (digits.length < INTERNATIONAL_DIGITS.min || digits.length > INTERNATIONAL_DIGITS.max) return null;
  return digits;
}

/**
 * A click-to-chat link (https://wa.me/50244556677?text=...) that opens WhatsApp on the person's
 * chat with `text` typed in; null when the phone cannot be one.
 */
export function waMeLink(
  phone: string | null | undefined,
  text: string,
  defaultCountryCode: string = DEFAULT_PHONE_COUNTRY_CODE,
): string | null {
  const number = internationalPhone(phone, defaultCountryCode);
  if (!number) return null;
  return text ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : `https://wa.me/${number}`;
}

/** The first word of a full name ('Lucía Gómez' -> 'Lucía'): how staff greet a person. */
export function firstNameOf(fullName: string | null | undefined): string {
  return (fullName ?? '').trim().split(/\s+/)[0] ?? '';
}

const hello = (firstName: string) => (firstName.trim() ? `Hola ${firstName.trim()}` : 'Hola');

/** A business day (yyyy-mm-dd, a membership's last day) or an instant, as dd/MM/yyyy. */
const day = (value: string | Date) =>
  typeof value === 'string' && isBusinessDate(value) ? formatBusinessDate(value) : formatDate(value);

/**
 * What staff's WhatsApp link types for them (they read it and may change it before sending). The
 * gym's name always comes from its configuration.
 */
export const WHATSAPP_TEXTS = {
  membershipEnding: (firstName: string, planName: string, endDate: string | Date, gymName: string) =>
    `${hello(firstName)}, te escribimos de ${gymName}. Tu membresía ${planName} vence el ${day(endDate)}. ` +
    '¿Te ayudamos a renovarla?',
  orderUpdate: (firstName: string, orderNumber: string, statusLabel: string, gymName: string) =>
    `${hello(firstName)}, te escribimos de ${gymName} sobre tu pedido ${orderNumber}. Su estado ahora es: ${statusLabel}.`,
  generic: (firstName: string, gymName: string) => `${hello(firstName)}, te escribimos de ${gymName}.`,
} as const;

/**
 * The WhatsApp template (approved in Meta's WhatsApp Manager, Spanish) each kind of message goes
 * out as, with its body parameters in order. A kind without one never goes by WhatsApp: a password
 * reset only by e-mail (a phone number must not be a way into an account), an expense to approve
 * is for the admins' mail.
 */
export const WHATSAPP_TEMPLATES: Partial<Record<MessageKind, { name: string; parameters: readonly string[] }>> = {
  welcome: { name: 'bienvenida', parameters: ['nombre', 'gimnasio'] },
  order_received: { name: 'pedido_recibido', parameters: ['nombre', 'pedido', 'total'] },
  order_status: { name: 'pedido_actualizado', parameters: ['nombre', 'pedido', 'estado'] },
  payment_receipt: { name: 'pago_recibido', parameters: ['nombre', 'monto', 'concepto'] },
  payment_rejected: { name: 'pago_rechazado', parameters: ['nombre', 'monto', 'motivo'] },
  membership_activated: { name: 'membresia_activa', parameters: ['nombre', 'plan', 'fecha'] },
  membership_ending: { name: 'membresia_por_vencer', parameters: ['nombre', 'plan', 'fecha'] },
  membership_ended: { name: 'membresia_vencida', parameters: ['nombre', 'plan', 'fecha'] },
  membership_frozen: {
    name: 'membresia_congelada',
    parameters: ['nombre', 'plan', 'desde', 'hasta', 'nueva_fecha_fin'],
  },
  membership_unfrozen: { name: 'membresia_reanudada', parameters: ['nombre', 'plan', 'fecha'] },
};
