import { TIMEOUTS, UI_MESSAGES } from '@gym/domain';
import { lazy, type ComponentType } from 'react';

/** A route chunk that failed or did not arrive in time (spec §8: 'Loading chunk failed'). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(cause?: unknown) {
    super(UI_MESSAGES.chunkFailed, { cause });
  }
}

export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = TIMEOUTS.chunkLoadMs,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError(error));
        },
      );
    });
}

/** React.lazy for a page module, with the chunk timeout and a recognisable failure. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(withChunkTimeout(load));
}
