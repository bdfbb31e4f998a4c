import { formatGTQ } from '@gym/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useDeskTodayQuery } from '../front-desk.generated';
import { DASHBOARD_TEXTS as T } from '../texts';

/** Each queue opens its own tab of the payments screen. */
const QUEUE_PATHS = { transfers: '/dashboard/payments?tab=transfers', cash: '/dashboard/payments?tab=cash' } as const;

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div>
      <Typography variant="body2" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h5" component="p" aria-label={`${label}: ${value}`}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </div>
  );
}

/** Today's desk figures and the two queues staff work through, each with its count. */
export function DeskTodayCard() {
  const { data, error } = useDeskTodayQuery({ fetchPolicy: 'cache-and-network', pollInterval: 60_000 });
  const today = data?.deskToday;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {T.today}
        </Typography>
        {error && !today && <Alert severity="warning">{T.loadError}</Alert>}
        {!today && !error && <Skeleton height={96} />}
        {today && (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Figure
                label={T.todayIncome}
                value={formatGTQ(today.income.total)}
                hint={T.todayPayments(today.income.count)}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <Figure label={T.memberVisits} value={String(today.visits.members)} />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <Figure label={T.dailyVisitors} value={String(today.dailyPasses.visitors)} />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} component="nav" aria-label={T.queues}>
                {(
                  [
                    [T.transfersPending, today.queues.transfers, QUEUE_PATHS.transfers],
                    [T.cashPending, today.queues.cash, QUEUE_PATHS.cash],
                  ] as const
                ).map(([label, queue, path]) => (
                  <Button
                    key={label}
                    component={Link}
                    to={path}
                    variant="outlined"
                    color={queue.urgent > 0 ? 'warning' : 'primary'}
                    aria-label={`${label}: ${queue.count}`}
                    endIcon={
                      <Chip
                        size="small"
                        label={queue.count}
                        color={queue.urgent > 0 ? 'error' : queue.count > 0 ? 'primary' : 'default'}
                        // The button sizes its end icon's first child as an icon (20 px): a count keeps a label's size.
                        sx={{ '&&': { fontSize: 12, height: 20 } }}
                      />
                    }
                    sx={{ justifyContent: 'space-between' }}
                  >
                    {label}
                    {queue.urgent > 0 ? ` · ${T.urgent(queue.urgent)}` : ''}
                  </Button>
                ))}
              </Stack>
            </Grid>
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}
