/**
 * The kiosk's offline queue: scans that could not reach the server wait in localStorage with their
 * scan id and time, and are sent again when the network is back. The server records one visit per
 * scan id, so a scan sent twice (an answer lost on the way) never counts twice.
 */
export interface QueuedScan {
  code: string;
  scanId: string;
  scannedAt: string;
}

export const KIOSK_TOKEN_KEY = 'gym_kiosk_token';
const QUEUE_KEY = 'gym_kiosk_queue';
/** A queue never grows without end on a tablet left offline. */
const QUEUE_MAX = 500;

export function readQueue(storage: Storage = localStorage): QueuedScan[] {
  try {
    const value = JSON.parse(storage.getItem(QUEUE_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as QueuedScan[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: QueuedScan[], storage: Storage) {
  storage.setItem(QUEUE_KEY, JSON.stringify(queue.slice(-QUEUE_MAX)));
}

export function enqueueScan(scan: QueuedScan, storage: Storage = localStorage): void {
  writeQueue([...readQueue(storage).filter((q) => q.scanId !== scan.scanId), scan], storage);
}

export function dropScan(scanId: string, storage: Storage = localStorage): void {
  writeQueue(
    readQueue(storage).filter((q) => q.scanId !== scanId),
    storage,
  );
}

/** A new scan id (letters, digits and dashes, as the api's field contract asks). */
export function newScanId(): string {
  return crypto.randomUUID();
}

/**
 * Sends every queued scan in order; one the server answered (welcome or refusal) leaves the queue,
 * a network failure stops the round (the rest wait for the next one). Answers how many were sent.
 */
export async function replayQueue(
  send: (scan: QueuedScan) => Promise<'answered' | 'network'>,
  storage: Storage = localStorage,
): Promise<number> {
  let sent = 0;
  for (const scan of readQueue(storage)) {
    if ((await send(scan)) === 'network') break;
    dropScan(scan.scanId, storage);
    sent += 1;
  }
  return sent;
}

/**
 * A queued scan the server refused when it was finally sent (the member had already walked in
 * while the tablet was offline): kept on the tablet for the staff to review at the desk, since the
 * member never saw the red screen.
 */
export interface LateRefusal {
  scanId: string;
  scannedAt: string;
  name: string | null;
  message: string;
}

const REVIEW_KEY = 'gym_kiosk_review';
/** The review list keeps the latest ones; older ones are in the server's records anyway. */
const REVIEW_MAX = 50;

export function readLateRefusals(storage: Storage = localStorage): LateRefusal[] {
  try {
    const value = JSON.parse(storage.getItem(REVIEW_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as LateRefusal[]) : [];
  } catch {
    return [];
  }
}

export function addLateRefusal(refusal: LateRefusal, storage: Storage = localStorage): void {
  const list = [...readLateRefusals(storage).filter((r) => r.scanId !== refusal.scanId), refusal];
  storage.setItem(REVIEW_KEY, JSON.stringify(list.slice(-REVIEW_MAX)));
}

export function dismissLateRefusal(scanId: string, storage: Storage = localStorage): void {
  storage.setItem(REVIEW_KEY, JSON.stringify(readLateRefusals(storage).filter((r) => r.scanId !== scanId)));
}
