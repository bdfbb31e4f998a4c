/**
 * Nothing twice: a call that takes money carries an `Idempotency-Key`; the api answers a repeated
 * key with the first answer and writes nothing new (api/src/plugins/idempotency.ts), the bff passes
 * the header on, and the web keeps one key per attempt of a form (web/src/platform/idempotency.ts).
 */

/** The request header (HTTP headers are case-insensitive; Node reads them in lower case). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats the stored first answer of a key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY = {
  /** A key is 1..255 visible ASCII characters (a UUID in practice). */
  maxKeyLength: 255,
  /** How long a key is remembered; the cleanup schedule forgets older ones. */
  keyLifetimeHours: 24,
  /**
   * A key still 'in progress' after this long belongs to a request that never finished (its
   * process died): if nothing was committed, its transaction rolled back with it and a retry
   * may run; if its transaction committed, the retry is refused (committedAnswerLost).
   */
  abandonedAfterSeconds: 120,
  /** The cleanup schedule (cron, gym's time zone): every hour at minute 17. */
  cleanupCron: '17 * * * *',
} as const;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'La clave de idempotencia debe tener de 1 a 255 caracteres visibles (sin espacios ni acentos)',
  reusedWithOtherData: 'La clave de idempotencia ya se usó con otros datos',
  inProgress: 'La operación ya está en curso',
  committedAnswerLost:
    'La operación ya quedó registrada, pero su respuesta se perdió: revisa el historial antes de repetirla',
} as const;

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/** Whether a header value is a usable key: 1..255 visible ASCII characters. */
export function isValidIdempotencyKey(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length >= 1 &&
    value.length <= IDEMPOTENCY.maxKeyLength &&
    VISIBLE_ASCII.test(value)
  );
}

/** The key of one step of a call that makes several (the bff's mutations): deterministic, so a retry repeats it. */
export function idempotencySubKey(key: string, step: string): string {
  return `${key}:${step}`.slice(0, IDEMPOTENCY.maxKeyLength);
}

/**
 * A JSON text of a value with the keys of every object in order: two bodies that differ only in
 * key order hash alike.
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
