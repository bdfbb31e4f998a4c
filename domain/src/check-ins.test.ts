import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  CHECK_IN,
  CHECK_IN_MESSAGES,
  checkInCode,
  checkInRefusal,
  checkInRefusalMessage,
  checkInSecondsLeft,
  checkInStep,
  hotp,
  isAcceptableScanTime,
  isDeviceToken,
  parseCheckInCode,
  verifyCheckInOtp,
  type CheckInMembership,
} from './check-ins';

// RFC 6238 appendix B's SHA-1 key: the ASCII of "12345678901234567890".
const RFC_KEY = new TextEncoder().encode('12345678901234567890');
const RFC_SECRET = base32Encode(RFC_KEY);

describe('the time-based check-in code', () => {
  it('matches the RFC 6238 SHA-1 test vectors (8 digits) and RFC 4226 HOTP values (6 digits)', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(hotp(RFC_KEY, checkInStep(seconds * 1000), 8)).toBe(code);
    expect([0, 1, 2, 9].map((counter) => hotp(RFC_KEY, counter))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('round-trips base32 (RFC 4648) and refuses foreign characters', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(RFC_SECRET)).toEqual(RFC_KEY);
    expect(base32Decode('abc!')).toBeNull();
  });

  it('changes every 30 seconds and the countdown says when', () => {
    const start = Date.UTC(2026, 10, 29, 12, 0, 0);
    expect(checkInCode('abcdefgh', RFC_SECRET, start)).toBe(checkInCode('abcdefgh', RFC_SECRET, start + 29_999));
    expect(checkInCode('abcdefgh', RFC_SECRET, start)).not.toBe(checkInCode('abcdefgh', RFC_SECRET, start + 30_000));
    expect(checkInSecondsLeft(start)).toBe(30);
    expect(checkInSecondsLeft(start + 29_000)).toBe(1);
    expect(checkInCode('abcdefgh', RFC_SECRET, start)).toMatch(/^abcdefgh\.\d{6}$/);
  });

  it('is verified offline within one step either side, and a screenshot stops working within a minute', () => {
    const shownAt = Date.UTC(2026, 10, 29, 12, 0, 5);
    const { otp } = parseCheckInCode(checkInCode('abcdefgh', RFC_SECRET, shownAt)) as { otp: string };
    const step = checkInStep(shownAt);
    expect(verifyCheckInOtp(RFC_SECRET, otp, shownAt)).toBe(step);
    // The server's clock 30 s behind or ahead still accepts it.
    expect(verifyCheckInOtp(RFC_SECRET, otp, shownAt - 30_000)).toBe(step);
    expect(verifyCheckInOtp(RFC_SECRET, otp, shownAt + 30_000)).toBe(step);
    // Sent to a friend: a minute after its step ended it is refused.
    expect(verifyCheckInOtp(RFC_SECRET, otp, shownAt + 60_000)).toBeNull();
    expect(verifyCheckInOtp(RFC_SECRET, otp, shownAt - 60_000)).toBeNull();
    // Another member's secret does not open with it.
    expect(verifyCheckInOtp(base32Encode(new Uint8Array(20).fill(7)), otp, shownAt)).toBeNull();
    expect(verifyCheckInOtp(RFC_SECRET, '12345', shownAt)).toBeNull();
  });

  it('reads what a scanner types, member codes and daily pass codes, and nothing else', () => {
    expect(parseCheckInCode(' ABCDEFGH.123456\n')).toEqual({ kind: 'member', memberRef: 'abcdefgh', otp: '123456' });
    expect(parseCheckInCode('P.abcdefghijklmnop_-12')).toEqual({ kind: 'pass', token: 'abcdefghijklmnop_-12' });
    for (const bad of ['', 'abcdefgh', 'abcdefgh.12345', 'abc.123456', 'P.short', 'x'.repeat(200), 'abcdefgh.12345a'])
      expect(parseCheckInCode(bad)).toBeNull();
  });
});

describe('who the door lets in', () => {
  const today = '2026-11-29';
  const at = new Date('2026-11-29T18:00:00Z');
  const active: CheckInMembership = { status: 'active', startDate: '2026-11-01', endDate: '2026-12-01' };

  it('refuses with the reason, in the order the desk would tell it', () => {
    expect(checkInRefusal(null, today, null, at)).toBe('no_membership');
    expect(checkInRefusal({ ...active, status: 'expired' }, today, null, at)).toBe('expired');
    expect(checkInRefusal({ ...active, endDate: '2026-11-28' }, today, null, at)).toBe('expired');
    expect(checkInRefusal({ ...active, status: 'pending' }, today, null, at)).toBe('payment_pending');
    expect(checkInRefusal({ ...active, status: 'suspended' }, today, null, at)).toBe('suspended');
    expect(checkInRefusal({ ...active, status: 'cancelled' }, today, null, at)).toBe('no_membership');
    expect(checkInRefusal({ ...active, startDate: '2026-12-01' }, today, null, at)).toBe('no_membership');
    expect(checkInRefusal({ ...active, frozenUntil: '2026-12-15' }, today, null, at)).toBe('frozen');
    expect(checkInRefusal({ ...active, frozenUntil: '2026-11-28' }, today, null, at)).toBeNull();
    expect(checkInRefusal(active, today, null, at)).toBeNull();
    expect(checkInRefusal({ ...active, endDate: today }, today, null, at)).toBeNull();
  });

  it('refuses a second entry within 10 minutes, either side of an offline scan', () => {
    const minutes = (n: number) => new Date(at.getTime() + n * 60_000);
    expect(checkInRefusal(active, today, minutes(-9), at)).toBe('already_checked_in');
    expect(checkInRefusal(active, today, minutes(9), at)).toBe('already_checked_in');
    expect(checkInRefusal(active, today, minutes(-10), at)).toBeNull();
    expect(checkInRefusal(active, today, minutes(-120), at)).toBeNull();
  });

  it('says each refusal in Spanish; the freeze names its last day as dd/MM/yyyy', () => {
    expect(checkInRefusalMessage('frozen', '2026-12-15')).toBe('Membresía congelada hasta 15/12/2026');
    expect(checkInRefusalMessage('expired')).toBe('Tu membresía está vencida');
    expect(checkInRefusalMessage('already_checked_in')).toBe(CHECK_IN_MESSAGES.already_checked_in);
    expect(CHECK_IN_MESSAGES.daysLeft(1)).toBe('Te queda 1 día de membresía');
  });

  it('accepts an offline scan sent within 12 hours, never one from the future', () => {
    const now = new Date('2026-11-29T18:00:00Z');
    expect(isAcceptableScanTime(new Date(now.getTime() - 3_600_000), now)).toBe(true);
    expect(isAcceptableScanTime(new Date(now.getTime() - (CHECK_IN.offlineReplayHours + 1) * 3_600_000), now)).toBe(
      false,
    );
    expect(isAcceptableScanTime(new Date(now.getTime() + 5 * 60_000), now)).toBe(false);
    expect(isDeviceToken('kiosk_abc')).toBe(true);
    expect(isDeviceToken('eyJhbGciOi')).toBe(false);
  });
});
