import { describe, expect, it } from 'vitest';
import {
  canReuploadProof,
  PAYMENT_MESSAGES,
  PROOF_REUPLOAD_DAYS,
  PROOF_REUPLOAD_TEXTS,
  proofReuploadDeadline,
  proofReuploadRefusal,
  transferRejectedAt,
} from './index';

// Rejected on Monday 2 March 2026 at 10:00 in Guatemala (16:00 UTC).
const rejectedAt = new Date('2026-03-02T16:00:00Z');
const rejected = { method: 'transfer', status: 'failed', rejectedAt };

describe('a new proof on a rejected transfer', () => {
  it('gives the member seven days from the rejection', () => {
    expect(PROOF_REUPLOAD_DAYS).toBe(7);
    expect(proofReuploadDeadline(rejectedAt)?.toISOString()).toBe('2026-03-09T16:00:00.000Z');
    expect(proofReuploadDeadline(rejectedAt.toISOString())?.toISOString()).toBe('2026-03-09T16:00:00.000Z');
    expect(proofReuploadDeadline(null)).toBeNull();
  });

  it('is taken up to the last instant of the term and refused one millisecond later, naming the day', () => {
    expect(canReuploadProof(rejected, new Date('2026-03-02T16:00:01Z'))).toBe(true);
    expect(canReuploadProof(rejected, new Date('2026-03-09T16:00:00Z'))).toBe(true);
    const late = proofReuploadRefusal(rejected, new Date('2026-03-09T16:00:00.001Z'));
    expect(late).toEqual({ status: 409, message: 'El plazo para enviar un nuevo comprobante venció el 09/03/2026' });
  });

  it('names the day the term ended in Guatemala, not in UTC', () => {
    // Rejected at 20:00 in Guatemala (02:00 UTC the next day): the term ends on the 9th there.
    const evening = { ...rejected, rejectedAt: new Date('2026-03-03T02:00:00Z') };
    expect(proofReuploadRefusal(evening, new Date('2026-03-20T00:00:00Z'))?.message).toBe(
      PAYMENT_MESSAGES.reuploadExpired('09/03/2026'),
    );
  });

  it('is taken once: a payment already back in the queue is pending', () => {
    expect(proofReuploadRefusal({ method: 'transfer', status: 'pending', rejectedAt: null })).toEqual({
      status: 409,
      message: PAYMENT_MESSAGES.reuploadAlreadyPending,
    });
  });

  it('is only for a transfer staff rejected', () => {
    const now = new Date('2026-03-03T00:00:00Z');
    expect(proofReuploadRefusal({ ...rejected, method: 'cash' }, now)?.status).toBe(400);
    expect(proofReuploadRefusal({ ...rejected, status: 'completed' }, now)?.message).toBe(
      PAYMENT_MESSAGES.reuploadNotRejected,
    );
    expect(proofReuploadRefusal({ ...rejected, status: 'cancelled' }, now)?.status).toBe(409);
    expect(proofReuploadRefusal({ ...rejected, rejectedAt: null }, now)?.status).toBe(409);
  });

  it('reads the rejection from a failed transfer settled by staff', () => {
    const validatedAt = '2026-03-02T16:00:00.000Z';
    expect(transferRejectedAt({ method: 'transfer', status: 'failed', validatedAt })?.toISOString()).toBe(validatedAt);
    expect(transferRejectedAt({ method: 'card', status: 'failed', validatedAt })).toBeNull();
    expect(transferRejectedAt({ method: 'transfer', status: 'cancelled', validatedAt })).toBeNull();
    expect(transferRejectedAt({ method: 'transfer', status: 'failed', validatedAt: null })).toBeNull();
  });

  it('labels the reason and the action in Spanish', () => {
    expect(PROOF_REUPLOAD_TEXTS.rejectionReasonLabel).toBe('Motivo del rechazo');
    expect(PROOF_REUPLOAD_TEXTS.sendNewProof('09/03/2026')).toBe('Enviar nuevo comprobante (hasta 09/03/2026)');
  });
});
