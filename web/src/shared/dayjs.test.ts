import { describe, expect, it } from 'vitest';
import { dayjs, inGymTime } from './dayjs';

describe('dayjs setup', () => {
  it('speaks Spanish and reads instants in Guatemala time (UTC-6)', () => {
    const value = inGymTime('2025-03-01T03:30:00Z');
    expect(value.format('DD/MM/YYYY HH:mm')).toBe('28/02/2025 21:30');
    expect(dayjs('2025-03-03T12:00:00Z').format('dddd')).toBe('lunes');
  });
});
