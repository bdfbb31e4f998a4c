import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One figure of a report: a label, its value, and a line or chip under it. */
export function Figure({
  label,
  value,
  detail,
  tone,
}: {
  label: string;
  value: string;
  detail?: ReactNode;
  tone?: 'success' | 'warning' | 'error' | 'default';
}) {
  return (
    <Card variant="outlined" sx={{ p: 1.5, flex: '1 1 180px' }} aria-label={label} role="group">
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
      {typeof detail === 'string' && tone ? (
        <Chip size="small" color={tone} label={detail} variant="outlined" />
      ) : (
        <Typography variant="caption" color="text.secondary" component="div">
          {detail}
        </Typography>
      )}
    </Card>
  );
}
