import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';
import { ChunkLoadError, lazyPage, withChunkTimeout } from '../platform/lazy-page';

function Broken(): never {
  throw new Error('render falló');
}

describe('top-level error screen', () => {
  beforeEach(() => {
    // React reports caught render errors on the console; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("replaces a crashed screen with 'Algo salió mal' and two ways out", async () => {
    const reload = vi.fn();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, assign });
    render(
      <ErrorBoundary fullScreen>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Recargar página' }));
    expect(reload).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Ir al inicio' }));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it("reports a page chunk that failed to download as 'Loading chunk failed'", async () => {
    const Page = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <ErrorBoundary>
        <Suspense fallback={<p>Cargando...</p>}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText('Loading chunk failed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
  });

  it('clears the error when the route changes', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Algo salió mal')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/b">
        <p>Otra página</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Otra página')).toBeInTheDocument();
  });
});

describe('chunk load timeout', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up on a chunk after 120 s', async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(() => new Promise<never>(() => undefined));
    const outcome = load().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_000);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe('Loading chunk failed');
  });
});
