import Typography from '@mui/material/Typography';
import { closeNeedsReason, differenceLabel, formatGTQ } from '@gym/domain';

/** A drawer's difference, highlighted: red when cash is missing, orange when there is more, green when even. */
export function DifferenceText({ difference }: { difference: number }) {
  const color = closeNeedsReason(difference) ? (difference < 0 ? 'error.main' : 'warning.main') : 'success.main';
  return (
    <Typography
      component="span"
      variant="body2"
      color={color}
      sx={{ fontWeight: closeNeedsReason(difference) ? 700 : 400 }}
      title={differenceLabel(difference)}
    >
      {formatGTQ(difference)}
    </Typography>
  );
}
