import type { Transaction } from '../../db/client';
import type { PaymentRow } from '../../db/schema/index';

/** A payment that has just been settled, told to what it pays for. */
export interface SettledPayment {
  /** The payment as it now stands (after the change). */
  payment: PaymentRow;
  /** Who settled it (null: the system). */
  actorId: string | null;
  reason: string | null;
}

/**
 * What a payment pays for (a membership, a store order) reacts to its settlement inside the same
 * transaction. The modules that own those records implement it and hand it to the payments module
 * when the app is put together (modules/index.ts), so payments never imports them: they import
 * payments to create their payments, and an import back would be a cycle.
 */
export interface PaymentSettlement {
  /** The money arrived (transfer approved, cash or card confirmed): activate or confirm the record. */
  paid(tx: Transaction, settled: SettledPayment): Promise<void>;
  /** The money will not arrive (transfer rejected, payment cancelled): release what was held for it. */
  voided(tx: Transaction, settled: SettledPayment): Promise<void>;
  /**
   * A rejected transfer is back in the queue with a new proof: the record waits for its payment
   * again (what `voided` released is held again where it can be). Refuses with an AppError when it
   * cannot wait again (moved on since, stock gone); the payment's change then rolls back with it.
   */
  reopened(tx: Transaction, settled: SettledPayment): Promise<ReopenOutcome>;
}

/** A weekly slot the record held before the rejection and could not hold again (full or closed by now). */
export interface SlotNotHeld {
  slotId: number;
  day: string;
  dayName: string;
  timeRange: string;
  reason: string;
}

/** What a record that waits again could not take back. */
export interface ReopenOutcome {
  notHeldSlots: SlotNotHeld[];
}

export const NOTHING_LOST: ReopenOutcome = { notHeldSlots: [] };

/** The settlement of each kind of record a payment can pay for. */
export interface PaymentSettlements {
  membership: PaymentSettlement;
  order: PaymentSettlement;
}

/** Nothing to tell: a daily pass has no record that waits for its payment. */
export const NO_SETTLEMENT: PaymentSettlement = {
  paid: async () => {},
  voided: async () => {},
  reopened: async () => NOTHING_LOST,
};

/** The settlement that a payment's record needs, by what it pays for. */
export function settlementOf(payment: PaymentRow, settlements: PaymentSettlements): PaymentSettlement {
  if (payment.membershipId) return settlements.membership;
  if (payment.orderId) return settlements.order;
  return NO_SETTLEMENT;
}

/** Settlements that change nothing else (tests of the payments module alone). */
export const NO_SETTLEMENTS: PaymentSettlements = { membership: NO_SETTLEMENT, order: NO_SETTLEMENT };
