import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWarnBeforeUnload } from './useWarnBeforeUnload';
import { pageAsksBeforeLeaving as leaving } from '../test/leaving';

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
