import { formatGTQ } from '@gym/domain';

/**
 * An amount as the gym writes it ('Q 640.00'), never broken across two lines: on a narrow phone
 * the currency stayed at one line's end and the figure began the next. With a `label` the two go
 * together ('Total: Q 640.00'), one piece of text.
 */
export function Money({ value, label }: { value: number; label?: string }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{label ? `${label}: ${formatGTQ(value)}` : formatGTQ(value)}</span>;
}
