import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestorer } from './ScrollRestorer';

let navigate: NavigateFunction;
function NavigateProbe() {
  navigate = useNavigate();
  return null;
}

/** jsdom does not scroll: the window's position is what the app last asked for (or the person did). */
let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});
function personScrollsTo(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => {
  Reflect.deleteProperty(window, 'scrollY');
});

const go = (to: string | number, options?: { replace?: boolean }) =>
  act(async () => {
    if (typeof to === 'number') await navigate(to);
    else await navigate(to, options);
  });

describe('ScrollRestorer', () => {
  it('starts every new page at the top and brings the back and forward buttons to where the person was', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollRestorer />
        <NavigateProbe />
      </MemoryRouter>,
    );
    personScrollsTo(4708);
    await go('/store');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    personScrollsTo(900);
    await go('/store/product/p1');
    expect(scrollY).toBe(0);

    await go(-1);
    expect(scrollY).toBe(900);
    await go(-1);
    expect(scrollY).toBe(4708);
    await go(1);
    expect(scrollY).toBe(900);
  });

  it("keeps the place when only the query changes (the store's search) and leaves a linked section to its page", async () => {
    render(
      <MemoryRouter initialEntries={['/store']}>
        <ScrollRestorer />
        <NavigateProbe />
      </MemoryRouter>,
    );
    personScrollsTo(600);
    scrollTo.mockClear();
    await go('/store?q=proteina', { replace: true });
    await go('/store?q=proteina&page=2');
    await go('/#horarios');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollY).toBe(600);
  });
});
