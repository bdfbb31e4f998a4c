import { describe, expect, it } from 'vitest';
import { formatTraceparent, parseTraceparent } from './trace-context';

describe('traceparent', () => {
  it('reads a valid header and writes it back', () => {
    const header = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const parsed = parseTraceparent(header);
    expect(parsed).toEqual({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7', sampled: true });
    expect(formatTraceparent(parsed!)).toBe(header);
    expect(parseTraceparent('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00')?.sampled).toBe(false);
  });

  it('ignores a missing, malformed or all-zero header (a new trace starts)', () => {
    for (const bad of [
      undefined,
      '',
      'hola',
      '01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      '00-00000000000000000000000000000000-00f067aa0ba902b7-01',
      '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01',
      '00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01',
    ])
      expect(parseTraceparent(bad)).toBeNull();
    expect(parseTraceparent(['a', 'b'])).toBeNull();
  });
});
