import { describe, expect, it } from 'vitest';
import { changeChannel, decodeChange, encodeChange } from './shared-state';

describe('shared state messages', () => {
  it('reads back what it writes', () => {
    const message = { origin: 'api-1', topic: 'content' as const, keys: ['config', 'landing'] };
    expect(decodeChange(encodeChange(message))).toEqual(message);
  });

  it('ignores anything else on the channel', () => {
    expect(decodeChange('not json')).toBeNull();
    expect(decodeChange('{"origin":"a","topic":"prices","keys":[]}')).toBeNull();
    expect(decodeChange('{"origin":"a","topic":"content","keys":[1]}')).toBeNull();
    expect(decodeChange('null')).toBeNull();
  });

  it('names the channel under the prefix', () => {
    expect(changeChannel('gym:')).toBe('gym:changes');
  });
});
