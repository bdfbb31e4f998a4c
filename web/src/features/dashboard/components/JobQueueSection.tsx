import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { inGymTime } from '../../../shared/dayjs';
import { useSystemJobsQuery, type SystemJobsQuery } from '../dashboard.generated';
import { DASHBOARD_TEXTS } from '../texts';

const T = DASHBOARD_TEXTS.jobs;

const RUN_COLORS: Record<string, 'success' | 'info' | 'error'> = {
  completed: 'success',
  running: 'info',
  failed: 'error',
};

type JobQueue = SystemJobsQuery['jobQueue'];

/** The queue's totals in one line: what waits, what failed, what was set aside. */
function queueLine(queue: JobQueue): string {
  const waiting = queue.queues.reduce((sum, q) => sum + q.waiting + q.active, 0) + queue.unpublishedEvents;
  const failed = queue.queues.reduce((sum, q) => sum + q.failed, 0);
  const parts = [
    waiting > 0 ? T.waiting(waiting) : null,
    failed > 0 ? T.failed(failed) : null,
    queue.deadLetters > 0 ? T.deadLetters(queue.deadLetters) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : T.allClear;
}

function lastRun(schedule: JobQueue['schedules'][number]): string {
  const at = schedule.lastFinishedAt ?? schedule.lastStartedAt;
  if (!at) return T.neverRun;
  return [`${T.lastRun}: ${inGymTime(at).format('DD/MM/YYYY HH:mm')}`, schedule.lastSummary]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The api's background work in the admin's system panel: the queue of event handlers and each
 * schedule (membership expiry, recurring expenses) with its last run. Says nothing when the
 * caller may not read it or the query fails: the services above still show.
 */
export function JobQueueSection() {
  const { data } = useSystemJobsQuery({ fetchPolicy: 'network-only' });
  const queue = data?.jobQueue;
  if (!queue) return null;
  const troubled = queue.deadLetters > 0 || queue.queues.some((q) => q.failed > 0);
  return (
    <Box component="section" aria-label={T.title} sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {T.title}
      </Typography>
      {!queue.enabled ? (
        <Alert severity="warning" sx={{ mt: 0.5 }}>
          {T.off}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color={troubled ? 'error' : 'text.secondary'}>
            {queueLine(queue)}
          </Typography>
          <List dense aria-label={T.title}>
            {queue.schedules.map((schedule) => (
              <ListItem
                key={schedule.name}
                disableGutters
                secondaryAction={
                  schedule.lastStatus ? (
                    <Chip
                      size="small"
                      color={RUN_COLORS[schedule.lastStatus] ?? 'default'}
                      label={T.status[schedule.lastStatus] ?? schedule.lastStatus}
                    />
                  ) : null
                }
              >
                <ListItemText primary={schedule.label} secondary={lastRun(schedule)} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
