import { formatNumber } from '@gym/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography variant="h4" component="p" aria-label={`${label}: ${value}`}>
          {formatNumber(value)}
        </Typography>
      </CardContent>
    </Card>
  );
}
