/**
 * Self check-in: the member's phone shows a QR that changes every 30 seconds. Its text is
 * `<memberRef>.<otp>`: the member's public reference and a time-based one-time code (RFC 6238,
 * HMAC-SHA1, 6 digits) from a per-member secret the server keeps and the phone received once.
 * The phone computes it with no network; the server verifies it against the same secret, within
 * one step either side (clock drift), so a screenshot stops working within about a minute.
 *
 * A daily pass sold at the desk yields a one-day code `P.<token>` the same door accepts.
 */
import { hmac } from '@noble/hashes/hmac';
import { sha1 } from '@noble/hashes/legacy';
import { textField } from './field-contract';
import { FREEZE_MESSAGES } from './membership-freeze';

export const CHECK_IN = {
  /** Seconds each code lives (RFC 6238's X). */
  stepSeconds: 30,
  /** Steps accepted either side of the server's own (RFC 6238 section 5.2's drift allowance). */
  driftSteps: 1,
  digits: 6,
  /** Bytes of a member's secret (160 bits, RFC 4226's recommendation for HMAC-SHA1). */
  secretBytes: 20,
  /** A second check-in of the same person within these minutes is refused (a double scan). */
  repeatMinutes: 10,
  /** A scan queued by a kiosk while offline is accepted when sent within these hours. */
  offlineReplayHours: 12,
  /** What a kiosk device token starts with, so the api tells it from a staff session token. */
  deviceTokenPrefix: 'kiosk_',
  /** What a daily pass code starts with. */
  passCodePrefix: 'P.',
  /** The longest code text accepted (a QR of a longer text is not ours). */
  maxCodeLength: 120,
  /** Kiosk name limits. */
  deviceNameMax: 60,
} as const;

export const CHECK_IN_REFUSALS = [
  'no_membership',
  'expired',
  'payment_pending',
  'frozen',
  'suspended',
  'already_checked_in',
  'invalid_code',
] as const;
export type CheckInRefusal = (typeof CHECK_IN_REFUSALS)[number];

export const CHECK_IN_MESSAGES = {
  no_membership: 'No tienes una membresía activa',
  expired: 'Tu membresía está vencida',
  payment_pending: 'Tu membresía tiene un pago pendiente',
  frozen: FREEZE_MESSAGES.frozen,
  suspended: 'Tu membresía está suspendida',
  already_checked_in: 'Ya registraste tu entrada hace menos de 10 minutos',
  invalid_code: 'Código no válido o vencido',
  goToDesk: 'Pasa a recepción',
  welcome: (firstName: string) => `¡Bienvenido, ${firstName}!`,
  daysLeft: (days: number) => (days === 1 ? 'Te queda 1 día de membresía' : `Te quedan ${days} días de membresía`),
  recorded: 'Entrada registrada',
  passWelcome: 'Pase del día válido',
  secretReset: 'Se generó un nuevo código de entrada; el anterior ya no funciona',
  deviceTokenRequired: 'Este dispositivo no está habilitado para registrar entradas',
  deviceCreated: 'Dispositivo habilitado',
  deviceRevoked: 'Dispositivo deshabilitado',
  deviceNotFound: 'Dispositivo no encontrado',
  deviceNameRequired: 'El nombre del dispositivo es requerido',
  deviceNameTooLong: `El nombre del dispositivo no puede tener más de ${CHECK_IN.deviceNameMax} caracteres`,
  codeRequired: 'El código es requerido',
  scannedAtInvalid: 'La hora del escaneo no es válida',
  onlyMembers: 'Solo los miembros tienen código de entrada',
  passNotDaily: 'Solo un pase diario vendido hoy tiene código de entrada',
  passIssued: 'Código del pase del día generado',
  noPermission: 'Sin permisos para administrar los dispositivos de entrada',
} as const;

/** The Spanish text of a refusal (the frozen one names the day the freeze ends). */
export function checkInRefusalMessage(code: CheckInRefusal, frozenUntil?: string | null): string {
  if (code === 'frozen') return CHECK_IN_MESSAGES.frozen(frozenUntil ?? '');
  return CHECK_IN_MESSAGES[code];
}

// RFC 4648 base32 (no padding): how the secret travels to the phone and is stored.
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** The bytes of a base32 text, or null when it holds a character outside the alphabet. */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.replace(/=+$/, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** RFC 4226 HOTP: the code of one counter value. */
export function hotp(secret: Uint8Array, counter: number, digits: number = CHECK_IN.digits): string {
  const message = new Uint8Array(8);
  let rest = counter;
  for (let i = 7; i >= 0; i -= 1) {
    message[i] = rest & 0xff;
    rest = Math.floor(rest / 256);
  }
  const mac = hmac(sha1, secret, message);
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The 30-second step a moment falls in (RFC 6238's T, with T0 = 0). */
export function checkInStep(now: Date | number): number {
  const ms = typeof now === 'number' ? now : now.getTime();
  return Math.floor(ms / 1000 / CHECK_IN.stepSeconds);
}

/** Seconds left before the code shown now changes (for the member's countdown). */
export function checkInSecondsLeft(now: Date | number): number {
  const ms = typeof now === 'number' ? now : now.getTime();
  return CHECK_IN.stepSeconds - (Math.floor(ms / 1000) % CHECK_IN.stepSeconds);
}

/** What the member's QR encodes at a moment: `<memberRef>.<otp>`, computed offline from the secret. */
export function checkInCode(memberRef: string, secretBase32: string, now: Date | number): string {
  const secret = base32Decode(secretBase32);
  if (!secret) throw new Error('checkInCode: the secret is not base32');
  return `${memberRef}.${hotp(secret, checkInStep(now))}`;
}

/** A member reference: lower-case letters and digits (what the server hands out). */
const MEMBER_REF = /^[a-z2-7]{8,32}$/;
const OTP = new RegExp(`^\\d{${CHECK_IN.digits}}$`);
const PASS_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

export type ParsedCheckInCode = { kind: 'member'; memberRef: string; otp: string } | { kind: 'pass'; token: string };

/** Reads a scanned text (spaces around it forgiven; a scanner may add a line break), or null. */
export function parseCheckInCode(text: string): ParsedCheckInCode | null {
  const clean = text.trim();
  if (clean.length === 0 || clean.length > CHECK_IN.maxCodeLength) return null;
  if (clean.startsWith(CHECK_IN.passCodePrefix)) {
    const token = clean.slice(CHECK_IN.passCodePrefix.length);
    return PASS_TOKEN.test(token) ? { kind: 'pass', token } : null;
  }
  const dot = clean.lastIndexOf('.');
  if (dot < 0) return null;
  const memberRef = clean.slice(0, dot).toLowerCase();
  const otp = clean.slice(dot + 1);
  if (!MEMBER_REF.test(memberRef) || !OTP.test(otp)) return null;
  return { kind: 'member', memberRef, otp };
}

/** Compares two codes of the same length without stopping at the first difference. */
function sameCode(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The step a code was made in, when it is one of the steps around `at` (the server's clock, or
 * the moment a kiosk scanned it while offline); null for a wrong or stale code.
 */
export function verifyCheckInOtp(secretBase32: string, otp: string, at: Date | number): number | null {
  const secret = base32Decode(secretBase32);
  if (!secret || !OTP.test(otp)) return null;
  const step = checkInStep(at);
  let found: number | null = null;
  for (let delta = -CHECK_IN.driftSteps; delta <= CHECK_IN.driftSteps; delta += 1) {
    if (sameCode(hotp(secret, step + delta), otp) && found === null) found = step + delta;
  }
  return found;
}

/** What the door needs to know of the member's membership today (the one the desk talks about). */
export interface CheckInMembership {
  status: 'active' | 'pending' | 'expired' | 'cancelled' | 'suspended';
  startDate: string;
  endDate: string;
  /** The last frozen day when the membership is frozen today (an open freeze covers it); null or absent when not. */
  frozenUntil?: string | null;
}

/**
 * Whether the door opens: the refusal for the member's membership on `today`, or null to let in.
 * `lastVisitAt` is the member's latest recorded visit; `at` the moment of the scan.
 */
export function checkInRefusal(
  membership: CheckInMembership | null,
  today: string,
  lastVisitAt: Date | null,
  at: Date,
): CheckInRefusal | null {
  if (!membership) return 'no_membership';
  if (membership.frozenUntil && membership.frozenUntil >= today) return 'frozen';
  if (membership.status === 'suspended') return 'suspended';
  if (membership.status === 'pending') return 'payment_pending';
  if (membership.status === 'cancelled') return 'no_membership';
  if (membership.status === 'expired' || membership.endDate < today) return 'expired';
  if (membership.startDate > today) return 'no_membership';
  if (lastVisitAt && Math.abs(at.getTime() - lastVisitAt.getTime()) < CHECK_IN.repeatMinutes * 60_000) {
    // A visit after the scan (a replayed offline scan) counts as the same arrival too.
    return 'already_checked_in';
  }
  return null;
}

/** Whether a kiosk's scan time is acceptable: not in the future (1 minute of drift), not too old. */
export function isAcceptableScanTime(scannedAt: Date, now: Date): boolean {
  const age = now.getTime() - scannedAt.getTime();
  return age >= -60_000 && age <= CHECK_IN.offlineReplayHours * 3_600_000;
}

/** Whether a bearer token is a kiosk device's (not a staff session's). */
export function isDeviceToken(token: string): boolean {
  return token.startsWith(CHECK_IN.deviceTokenPrefix);
}

/** The fields of the check-in calls: the api's schemas, the bff's inputs and the web forms read them. */
export const CHECK_IN_FIELDS = {
  code: textField('El código', {
    required: true,
    max: CHECK_IN.maxCodeLength,
    requiredMessage: CHECK_IN_MESSAGES.codeRequired,
  }),
  scanId: textField('El identificador del escaneo', {
    max: 64,
    min: 8,
    pattern: /^[A-Za-z0-9_-]+$/,
    patternMessage: 'El identificador del escaneo no es válido',
  }),
  deviceName: textField('El nombre del dispositivo', {
    required: true,
    max: CHECK_IN.deviceNameMax,
    requiredMessage: CHECK_IN_MESSAGES.deviceNameRequired,
    tooLongMessage: CHECK_IN_MESSAGES.deviceNameTooLong,
  }),
} as const;
