import { formatGTQ, formatNumber } from '@gym/domain';

/**
 * How the reports' charts read their numbers: a count axis has whole steps only (a chart of new
 * users never shows 0.5 of a user), a money axis and its bars read in quetzales, and each bar
 * carries its value.
 */

/** A count as a chart shows it: whole numbers only; a fractional tick (if the scale makes one) is left blank. */
export const countValue = (value: number | null): string =>
  value === null ? '' : Number.isInteger(value) ? formatNumber(value, 0) : '';

/** Money as a chart shows it: Q 1,234.50. */
export const moneyValue = (value: number | null): string => (value === null ? '' : formatGTQ(value));

/** The value axis of a chart of counts: ticks one apart at least, whole numbers. */
export const COUNT_AXIS = { tickMinStep: 1, valueFormatter: (value: number | null) => countValue(value) };

/** The value axis of a chart of money: quetzales. */
export const MONEY_AXIS = { valueFormatter: (value: number | null) => moneyValue(value) };

/** The label on a bar: its value, none on an empty bar. */
export const countBarLabel = (item: { value: number | null }) => (item.value ? countValue(item.value) : null);
export const moneyBarLabel = (item: { value: number | null }) => (item.value ? moneyValue(item.value) : null);
