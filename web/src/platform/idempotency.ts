import { canonicalJson, IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES } from '@gym/domain';
import { useCallback, useRef } from 'react';
import { apiErrorInfo } from '../shared/api-error';
import { uniqueId } from '../shared/unique-id';

/** The Apollo operation context that sends `key` as the Idempotency-Key header (the bff passes it on). */
export function withIdempotencyKey(key: string): { headers: Record<string, string> } {
  return { headers: { [IDEMPOTENCY_HEADER]: key } };
}

/**
 * Whether the same attempt may be sent again with its key: no answer arrived (the network, a
 * timeout), the server failed (a 5xx frees the key), or the first try of the key is still running
 * (its answer will be the attempt's; a new key would charge again). A refusal (400, 403, 409,
 * 422) is the answer of that attempt: the next try is a new one.
 */
export function isRetryableFailure(error: unknown): boolean {
  const { status, message } = apiErrorInfo(error);
  if (status === null) return message === null;
  return status >= 500 || (status === 409 && message === IDEMPOTENCY_MESSAGES.inProgress);
}

export interface IdempotencyKeys {
  /**
   * The operation context for this attempt: the same key as the last attempt while its
   * variables are the same and it has not been settled, else a new one.
   */
  contextFor(variables: unknown): { headers: Record<string, string> };
  /**
   * After an answer: success or a refusal ends the attempt (the next submit gets a new key); a
   * failure with no answer keeps it, so the retry of the same form is the same request.
   */
  settle(error?: unknown): void;
  /** `contextFor` + the call + `settle`: one attempt, its failure rethrown for the screen to report. */
  send<T>(variables: unknown, call: (context: { headers: Record<string, string> }) => Promise<T>): Promise<T>;
}

/**
 * One Idempotency-Key per attempt of a form that takes money: made on the first submit, kept
 * while the same form is sent again after a network error, renewed after an answer or once the
 * user changes the form. Nothing is charged twice however often the button is pressed.
 */
export function useIdempotencyKey(): IdempotencyKeys {
  const attempt = useRef<{ key: string; data: string } | null>(null);
  const contextFor = useCallback((variables: unknown) => {
    const data = canonicalJson(variables);
    if (!attempt.current || attempt.current.data !== data) attempt.current = { key: uniqueId('idem'), data };
    return withIdempotencyKey(attempt.current.key);
  }, []);
  const settle = useCallback((error?: unknown) => {
    if (error === undefined || !isRetryableFailure(error)) attempt.current = null;
  }, []);
  const send = useCallback(
    async <T>(variables: unknown, call: (context: { headers: Record<string, string> }) => Promise<T>): Promise<T> => {
      try {
        const result = await call(contextFor(variables));
        settle();
        return result;
      } catch (error) {
        settle(error);
        throw error;
      }
    },
    [contextFor, settle],
  );
  return { contextFor, settle, send };
}
