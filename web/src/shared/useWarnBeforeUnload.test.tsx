import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWarnBeforeUnload } from './useWarnBeforeUnload';

/** Dispatches what a reload or a closing tab dispatches; true when the page asked to stay. */
function leaving(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useWarnBeforeUnload', () => {
  it('asks before leaving only while there is unsaved work', () => {
    const { rerender, unmount } = renderHook(({ active }) => useWarnBeforeUnload(active), {
      initialProps: { active: false },
    });
    expect(leaving()).toBe(false);
    rerender({ active: true });
    expect(leaving()).toBe(true);
    rerender({ active: false });
    expect(leaving()).toBe(false);
    rerender({ active: true });
    unmount();
    expect(leaving()).toBe(false);
  });
});
