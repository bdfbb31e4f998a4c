import { orderStatusInfo, type StatusColor } from '@gym/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';

/**
 * The spec's status colours (staff spec §4) as shades that keep white text readable: blue and
 * indigo, purple and violet stay apart, which MUI's palette names cannot do.
 */
export const STATUS_SHADES: Record<StatusColor, string> = {
  yellow: '#a16207',
  blue: '#1d4ed8',
  indigo: '#4338ca',
  cyan: '#0e7490',
  purple: '#7e22ce',
  violet: '#6d28d9',
  green: '#15803d',
  red: '#b91c1c',
  orange: '#c2410c',
  gray: '#4b5563',
};

/** An online order's status as a chip in its spec colour; an unknown status shows itself in gray. */
export function OrderStatusChip({ status, size = 'small' }: { status: string; size?: ChipProps['size'] }) {
  const info = orderStatusInfo(status);
  return (
    <Chip
      size={size}
      label={info.label}
      data-color={info.color}
      sx={{ bgcolor: STATUS_SHADES[info.color], color: '#fff', fontWeight: 600 }}
    />
  );
}
