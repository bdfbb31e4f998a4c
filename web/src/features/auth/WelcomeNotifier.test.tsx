import { act, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authState, makeCurrentUser } from '../../test/fixtures';
import { AuthContext } from './auth-context';
import { WelcomeNotifier } from './WelcomeNotifier';

function renderFor(firstName: string, id: string) {
  return render(
    <AuthContext.Provider value={authState({ user: makeCurrentUser({ id, firstName }) })}>
      <SnackbarProvider>
        <WelcomeNotifier />
      </SnackbarProvider>
    </AuthContext.Provider>,
  );
}

describe('welcome notification', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('greets a signed-in user after one second, only the first time', () => {
    const first = renderFor('Ana', 'u-1');
    act(() => vi.advanceTimersByTime(900));
    expect(screen.queryByText('¡Bienvenido/a, Ana!')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('¡Bienvenido/a, Ana!')).toBeInTheDocument();
    first.unmount();

    renderFor('Ana', 'u-1');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('¡Bienvenido/a, Ana!')).not.toBeInTheDocument();
  });

  it('is remembered per user', () => {
    renderFor('Ana', 'u-1').unmount();
    act(() => vi.advanceTimersByTime(1100));
    renderFor('Luis', 'u-2');
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.getByText('¡Bienvenido/a, Luis!')).toBeInTheDocument();
  });

  it('says nothing to a visitor', () => {
    render(
      <AuthContext.Provider value={authState()}>
        <SnackbarProvider>
          <WelcomeNotifier />
        </SnackbarProvider>
      </AuthContext.Provider>,
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText(/Bienvenido/)).not.toBeInTheDocument();
  });
});
