/**
 * The cash drawer of each clerk (issue 30): every quetzal that changes hands at the desk, the point
 * of sale or a delivery is a movement of the clerk's open drawer; closing counts the cash by
 * denomination and compares it with what the movements say should be there.
 *
 * Amounts are added in centavos (integers), so Q 0.10 + Q 0.20 is Q 0.30, never 0.30000000000000004.
 */
import { PAGINATION } from './constants';
import { enumField, intField, moneyField, textField } from './field-contract';
import { formatGTQ, fromCents, toCents } from './money';
import { cashChange } from './payments';
import { QUERY_FIELDS } from './query-fields';

/** The quetzal's bills and coins, largest first. Q 1 exists both as a bill and as a coin. */
export const DENOMINATIONS = [
  { key: 'b200', value: 200, kind: 'bill', label: 'Billete Q 200' },
  { key: 'b100', value: 100, kind: 'bill', label: 'Billete Q 100' },
  { key: 'b50', value: 50, kind: 'bill', label: 'Billete Q 50' },
  { key: 'b20', value: 20, kind: 'bill', label: 'Billete Q 20' },
  { key: 'b10', value: 10, kind: 'bill', label: 'Billete Q 10' },
  { key: 'b5', value: 5, kind: 'bill', label: 'Billete Q 5' },
  { key: 'b1', value: 1, kind: 'bill', label: 'Billete Q 1' },
  { key: 'c1', value: 1, kind: 'coin', label: 'Moneda Q 1' },
  { key: 'c050', value: 0.5, kind: 'coin', label: 'Moneda Q 0.50' },
  { key: 'c025', value: 0.25, kind: 'coin', label: 'Moneda Q 0.25' },
  { key: 'c010', value: 0.1, kind: 'coin', label: 'Moneda Q 0.10' },
  { key: 'c005', value: 0.05, kind: 'coin', label: 'Moneda Q 0.05' },
  { key: 'c001', value: 0.01, kind: 'coin', label: 'Moneda Q 0.01' },
] as const;
export type Denomination = (typeof DENOMINATIONS)[number];
export type DenominationKey = Denomination['key'];
export const DENOMINATION_KEYS = DENOMINATIONS.map((d) => d.key) as readonly DenominationKey[];

/** How many of each bill or coin were counted; a missing key counts as none. */
export type DenominationCounts = Partial<Record<DenominationKey, number>>;

/** The cash a count adds up to, in quetzales (summed in centavos). */
export function countTotal(counts: DenominationCounts): number {
  let cents = 0;
  for (const d of DENOMINATIONS) {
    const pieces = Math.trunc(Number(counts[d.key] ?? 0)) || 0;
    cents += pieces * toCents(d.value);
  }
  return fromCents(cents);
}

/** Adds amounts in centavos: the drawer's sums never drift. */
export function sumMoney(amounts: readonly (number | string)[]): number {
  return fromCents(amounts.reduce<number>((cents, a) => cents + toCents(Number(a) || 0), 0));
}

/** What should be in the drawer: the opening float plus every movement (signed: cash out is negative). */
export function expectedCash(openingFloat: number, movements: readonly { amount: number | string }[]): number {
  return sumMoney([openingFloat, ...movements.map((m) => m.amount)]);
}

/** Counted minus expected: positive when there is more cash than expected, negative when some is missing. */
export function cashDifference(counted: number, expected: number): number {
  return fromCents(toCents(counted) - toCents(expected));
}

export const CASH_SESSION_STATUSES = ['open', 'closed'] as const;
export type CashSessionStatus = (typeof CASH_SESSION_STATUSES)[number];
export const CASH_SESSION_STATUS_LABELS: Record<CashSessionStatus, string> = {
  open: 'Abierta',
  closed: 'Cerrada',
};

/** What moved cash in or out of a drawer. The opening float is the session's own, not a movement row. */
export const CASH_MOVEMENT_KINDS = [
  'desk_payment',
  'daily_pass',
  'renewal',
  'counter_sale',
  'cod_collected',
  'cash_refund',
  'petty_cash_out',
] as const;
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];

export const CASH_MOVEMENT_LABELS: Record<CashMovementKind | 'opening_float', string> = {
  opening_float: 'Fondo inicial',
  desk_payment: 'Pago en recepción',
  daily_pass: 'Pase diario',
  renewal: 'Renovación',
  counter_sale: 'Venta de mostrador',
  cod_collected: 'Cobro contra entrega',
  cash_refund: 'Devolución en efectivo',
  petty_cash_out: 'Retiro de caja',
};

/** The kinds that take cash out of the drawer (their amount is stored negative). */
export const CASH_OUT_KINDS: readonly CashMovementKind[] = ['cash_refund', 'petty_cash_out'];
export const isCashOut = (kind: CashMovementKind): boolean => CASH_OUT_KINDS.includes(kind);

/** A movement's signed amount: cash in positive, cash out negative, whatever sign was given. */
export function signedMovementAmount(kind: CashMovementKind, amount: number): number {
  const value = Math.abs(amount);
  return isCashOut(kind) ? -value : value;
}

export const CASH_DRAWER_MESSAGES = {
  opened: 'Caja abierta',
  closed: 'Caja cerrada',
  pettyCashRecorded: 'Retiro de caja registrado',
  alreadyOpen: 'Ya tienes una caja abierta',
  noOpenSession: 'No tienes una caja abierta',
  alreadyClosed: 'La caja ya está cerrada',
  notFound: 'Caja no encontrada',
  reasonRequired: 'Indica el motivo de la diferencia',
  pettyReasonRequired: 'Indica el motivo del retiro',
  pettyAboveCash: 'El retiro es mayor que el efectivo esperado en la caja',
  receivedBelowTotal: 'El efectivo recibido no cubre el total',
  amountReceivedRequired: 'Indica el efectivo recibido',
  forbidden: 'No tiene permiso para operar una caja',
  notYours: 'Solo puedes ver tus propias cajas',
  reviewForbidden: 'Solo el administrador ve las cajas de todos',
  openedAutomatically: 'Abierta automáticamente al recibir efectivo',
  codCollected: (received: number, change: number) =>
    `Cobrado ${formatGTQ(received)} en efectivo; cambio ${formatGTQ(change)}`,
} as const;

/** The change for cash collected against an order's total: the desk's `cashChange`, said of a total. */
export function collectedChange(total: number, received: number): ReturnType<typeof cashChange> {
  const counted = cashChange(total, received);
  return counted.ok ? counted : { ok: false, message: CASH_DRAWER_MESSAGES.receivedBelowTotal };
}

/** The close's reason is required when the count differs from what was expected. */
export function closeNeedsReason(difference: number): boolean {
  return toCents(difference) !== 0;
}

/** 'Sobrante Q 5.00', 'Faltante Q 5.00' or 'Cuadra'. */
export function differenceLabel(difference: number): string {
  const cents = toCents(difference);
  if (cents === 0) return 'Cuadra';
  return `${cents > 0 ? 'Sobrante' : 'Faltante'} ${formatGTQ(Math.abs(difference))}`;
}

export const CASH_DRAWER_LIMITS = { reasonMax: 500, piecesMax: 100_000 } as const;

export const CASH_DRAWER_FIELDS = {
  openingFloat: moneyField('El fondo inicial', { required: true, min: 0 }),
  denomination: enumField('La denominación', DENOMINATION_KEYS, { required: true }),
  /** One count per denomination (pieces, whole, 0 or more). */
  pieces: intField('La cantidad', 0, CASH_DRAWER_LIMITS.piecesMax),
  closeReason: textField('El motivo de la diferencia', { max: CASH_DRAWER_LIMITS.reasonMax, multiline: true }),
  closeNotes: textField('Las notas', { max: CASH_DRAWER_LIMITS.reasonMax, multiline: true }),
  pettyAmount: moneyField('El monto del retiro', { required: true, min: 0.01 }),
  pettyReason: textField('El motivo del retiro', {
    required: true,
    max: CASH_DRAWER_LIMITS.reasonMax,
    requiredMessage: CASH_DRAWER_MESSAGES.pettyReasonRequired,
  }),
  amountReceived: moneyField('El efectivo recibido', { min: 0 }),
  status: enumField('El estado', CASH_SESSION_STATUSES),
  userId: { ...QUERY_FIELDS.id, label: 'El colaborador' },
  listLimit: intField('El límite', 1, PAGINATION.maxLimit),
} as const;

/** The drawer movement of a cash payment taken by staff, by what it pays (a renewal says so itself). */
export function cashMovementKindOfPayment(paymentType: string): CashMovementKind {
  if (paymentType === 'daily' || paymentType === 'bulk_daily') return 'daily_pass';
  if (paymentType === 'store_cash_delivery') return 'cod_collected';
  return 'desk_payment';
}

/** The statuses at which a cash-on-delivery order's cash is collected: delivered or picked up. */
export const COD_COLLECT_STATUSES = ['delivered', 'picked_up'] as const;

/** Whether moving an order to `to` collects its cash (a cash-on-delivery order delivered or picked up). */
export function collectsCashOnDelivery(paymentMethod: string, to: string): boolean {
  return paymentMethod === 'cash_on_delivery' && (COD_COLLECT_STATUSES as readonly string[]).includes(to);
}
