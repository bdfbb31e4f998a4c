/**
 * What several api and bff processes share through Redis (REDIS_URL): the key prefix, the one
 * pub/sub channel on which an instance announces a change, and the message it sends. A change is
 * a topic (what changed) and, for the bff's website content, the cache keys it touched.
 */
export const SHARED_STATE = {
  /** REDIS_PREFIX's default: every key and the channel start with it (two apps may share a Redis). */
  defaultPrefix: 'gym:',
  /** The channel's name after the prefix. */
  channel: 'changes',
  /**
   * After hearing a change, the bff empties its catalogue answers once more this long after: an
   * api instance may still answer from its own catalogue cache until it hears the same message.
   */
  settleMs: 250,
} as const;

/**
 * `catalogue`: products, prices, stock, categories, brands or their images changed (the api's
 * catalogue cache and the bff's catalogue answers); `content`: website content changed (the
 * bff's content cache; `keys` names the parts, none means every part).
 */
export const CHANGE_TOPICS = ['catalogue', 'content'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export interface ChangeMessage {
  /** The announcing process (it ignores its own message: it has already applied the change). */
  origin: string;
  topic: ChangeTopic;
  keys: string[];
}

/** The channel of a prefix: `gym:changes`. */
export const changeChannel = (prefix: string): string => `${prefix}${SHARED_STATE.channel}`;

export const encodeChange = (message: ChangeMessage): string => JSON.stringify(message);

/** The message, or null for anything else on the channel (another version, a stray publish). */
export function decodeChange(text: string): ChangeMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { origin, topic, keys } = value as Record<string, unknown>;
  if (typeof origin !== 'string' || !CHANGE_TOPICS.includes(topic as ChangeTopic)) return null;
  if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'string')) return null;
  return { origin, topic: topic as ChangeTopic, keys };
}

/** REDIS_PREFIX: letters, digits and `:_-`, ending with `:` by convention (checked by both configs). */
export const REDIS_PREFIX_PATTERN = /^[A-Za-z0-9:_-]{1,64}$/;
/** What a caller reads while the shared store (Redis) does not answer: a 503, never a lockout skipped. */
export const SHARED_STATE_MESSAGES = {
  unavailable: 'El servicio no está disponible en este momento, intenta de nuevo en unos segundos',
} as const;
/** Retry-After of that 503, in seconds. */
export const SHARED_STATE_RETRY_SECONDS = 5;

export const REDIS_CONFIG_MESSAGES = {
  url: 'REDIS_URL debe ser redis:// o rediss://, p. ej. redis://127.0.0.1:6379',
  prefix: 'REDIS_PREFIX admite letras, dígitos y :_- (hasta 64), p. ej. gym:',
} as const;
