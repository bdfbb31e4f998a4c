/** Raised when a request outlives the configured timeout (spec §7: 30 s). */
export class RequestTimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(timeoutMs: number) {
    super(`La solicitud superó ${timeoutMs} ms`);
  }
}

/**
 * A fetch that aborts after `timeoutMs` and reports it as a RequestTimeoutError, while still
 * honouring the caller's own abort signal (Apollo aborts when a query is unsubscribed).
 */
export function createTimeoutFetch(
  timeoutMs: number,
  baseFetch: typeof fetch = (input, init) => fetch(input, init),
): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const outer = init?.signal;
    if (outer) {
      if (outer.aborted) controller.abort(outer.reason);
      else outer.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      return await baseFetch(input, { ...init, signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new RequestTimeoutError(timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}
