import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { lazy, Suspense, useState } from 'react';
import {
  MyScheduleDocument,
  ScheduleStatsDocument,
  useCancelScheduleSlotMutation,
  useMyScheduleQuery,
  useScheduleStatsQuery,
} from './schedule.generated';
import { useNotify } from '../../shared/notify';
import { useSnapshotFallback } from '../../platform/offline-snapshot';
import { useAuth } from '../auth/useAuth';
import { OfflineNote } from '../member-app/OfflineNote';
import { ChangeScheduleDialog } from './ChangeScheduleDialog';
import { SCHEDULE_TEXTS as T } from './texts';

const ScheduleStatsChart = lazy(() => import('./ScheduleStatsChart'));

interface PendingCancel {
  day: string;
  dayName: string;
  slotId: number;
  timeRange: string;
}

function StatsSection() {
  const { data } = useScheduleStatsQuery({ fetchPolicy: 'cache-and-network' });
  const stats = data?.scheduleStats;
  if (!stats) return <Skeleton variant="rounded" height={120} />;
  const figures = [
    { label: T.favoriteTime, value: stats.favoriteTime ?? T.noFavorite },
    { label: T.visits, value: String(stats.totalVisits) },
    { label: T.weekUsage, value: T.usage(stats.usedSlots, stats.totalSlots) },
  ];
  return (
    <Card component="section" aria-labelledby="schedule-stats-title">
      <CardContent>
        <Typography id="schedule-stats-title" variant="h6" component="h2" gutterBottom>
          {T.statsTitle}
        </Typography>
        <Grid container spacing={2}>
          {figures.map((figure) => (
            <Grid key={figure.label} size={{ xs: 12, sm: 4 }}>
              <Typography variant="body2" color="text.secondary">
                {figure.label}
              </Typography>
              <Typography variant="h6" component="p">
                {figure.value}
              </Typography>
            </Grid>
          ))}
        </Grid>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {T.chartTitle}
        </Typography>
        <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
          <ScheduleStatsChart distribution={stats.dayDistribution} />
        </Suspense>
      </CardContent>
    </Card>
  );
}

export default function SchedulePage() {
  const notify = useNotify();
  const { user } = useAuth();
  const live = useMyScheduleQuery({ fetchPolicy: 'cache-and-network' });
  const { loading, error } = live;
  // The week as last loaded when the phone has no signal (the home's card keeps the same one).
  const { data, savedAt } = useSnapshotFallback('my-schedule', user?.id, live.data, Boolean(error));
  const [changing, setChanging] = useState(false);
  const [pendingCancel, setPendingCancel] = useState<PendingCancel | null>(null);
  const [cancelSlot, { loading: cancelling }] = useCancelScheduleSlotMutation({
    refetchQueries: [{ query: ScheduleStatsDocument }, 'MyMemberships'],
  });

  const confirmCancel = async () => {
    if (!pendingCancel) return;
    try {
      await cancelSlot({
        variables: { day: pendingCancel.day, slotId: pendingCancel.slotId },
        update: (cache, result) => {
          if (result.data)
            cache.writeQuery({ query: MyScheduleDocument, data: { mySchedule: result.data.cancelScheduleSlot } });
        },
      });
      notify.success(T.cancelled);
    } catch (caught) {
      notify.error(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPendingCancel(null);
    }
  };

  if (loading && !data) return <Skeleton variant="rounded" height={320} />;
  if (error && !data) return <Alert severity="warning">{T.loadError}</Alert>;
  const schedule = data?.mySchedule;

  return (
    <Stack spacing={3} sx={{ width: '100%', minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {T.pageTitle}
        </Typography>
        {schedule?.canEditSchedule && !savedAt && (
          <Button variant="contained" onClick={() => setChanging(true)}>
            {T.changeSchedule}
          </Button>
        )}
      </Box>
      <OfflineNote />

      {!schedule?.membership ? (
        <Alert
          severity="info"
          action={
            <Button component={Link} to="/dashboard/client/membership">
              {T.buy}
            </Button>
          }
        >
          {T.noMembership}
        </Alert>
      ) : (
        <Box component="section" aria-label={T.weekTitle}>
          <Grid container spacing={1.5}>
            {schedule.schedule.map((day) => (
              <Grid key={day.day} size={{ xs: 12, sm: 6, md: 4, lg: 12 / 7 }}>
                <Card variant="outlined" sx={{ height: '100%' }} component="article" aria-label={day.dayName}>
                  <CardContent>
                    <Typography variant="subtitle2" component="h2" gutterBottom>
                      {day.dayName}
                    </Typography>
                    {day.slots.length === 0 ? (
                      <Typography variant="body2" color="text.secondary">
                        {T.noSlots}
                      </Typography>
                    ) : (
                      day.slots.map((slot) => (
                        <Box key={slot.slotId} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                          <Chip size="small" color="primary" label={slot.timeRange} />
                          {schedule.canEditSchedule && !savedAt && (
                            <IconButton
                              size="small"
                              aria-label={T.cancelSlot(day.dayName, slot.timeRange)}
                              onClick={() =>
                                setPendingCancel({
                                  day: day.day,
                                  dayName: day.dayName,
                                  slotId: slot.slotId,
                                  timeRange: slot.timeRange,
                                })
                              }
                            >
                              <Close fontSize="small" />
                            </IconButton>
                          )}
                        </Box>
                      ))
                    )}
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>
      )}

      {schedule?.membership && <StatsSection />}

      <ChangeScheduleDialog open={changing} onClose={() => setChanging(false)} />

      <Dialog open={pendingCancel !== null} onClose={() => setPendingCancel(null)} aria-labelledby="cancel-slot-title">
        <DialogTitle id="cancel-slot-title">{T.cancelConfirmTitle}</DialogTitle>
        <DialogContent>
          <Typography>
            {pendingCancel ? T.cancelConfirmBody(pendingCancel.dayName, pendingCancel.timeRange) : ''}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPendingCancel(null)}>{T.keep}</Button>
          <Button color="error" variant="contained" onClick={confirmCancel} disabled={cancelling}>
            {T.confirmCancel}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
