import { beforeEach, describe, expect, it } from 'vitest';
import { dropScan, enqueueScan, readQueue, replayQueue, type QueuedScan } from './kiosk-queue';

const scan = (n: number): QueuedScan => ({
  code: `abcdefgh.00000${n}`,
  scanId: `scan-${n}-aaaaaaaa`,
  scannedAt: new Date(2026, 10, 29, 8, n).toISOString(),
});

describe('the kiosk offline queue', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each scan once, sends them in order when back and stops at a network failure', async () => {
    enqueueScan(scan(1));
    enqueueScan(scan(2));
    enqueueScan(scan(2));
    enqueueScan(scan(3));
    expect(readQueue().map((q) => q.scanId)).toEqual(['scan-1-aaaaaaaa', 'scan-2-aaaaaaaa', 'scan-3-aaaaaaaa']);
    const sent: string[] = [];
    const first = await replayQueue(async (q) => {
      if (q.scanId === 'scan-3-aaaaaaaa') return 'network';
      sent.push(q.scanId);
      return 'answered';
    });
    expect(first).toBe(2);
    expect(readQueue().map((q) => q.scanId)).toEqual(['scan-3-aaaaaaaa']);
    // Back online: the last one goes, with the same scan id (the server counts it once).
    const again = await replayQueue(async (q) => {
      sent.push(q.scanId);
      return 'answered';
    });
    expect(again).toBe(1);
    expect(sent).toEqual(['scan-1-aaaaaaaa', 'scan-2-aaaaaaaa', 'scan-3-aaaaaaaa']);
    expect(readQueue()).toEqual([]);
    dropScan('nothing');
    expect(readQueue()).toEqual([]);
  });
});
