import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSnapshotFallback } from '../../../platform/offline-snapshot';
import { useAuth } from '../../auth/useAuth';
import { useMyScheduleQuery } from '../schedule.generated';
import { SCHEDULE_TEXTS as T } from '../texts';

/**
 * The member's booked slots this week on their home, shown offline from the last load: a line per
 * day with slots. Nothing when the plan books no slots.
 */
export function MyWeekSlotsCard() {
  const { user } = useAuth();
  const live = useMyScheduleQuery({ fetchPolicy: 'cache-and-network' });
  const { data } = useSnapshotFallback('my-schedule', user?.id, live.data, Boolean(live.error));
  const schedule = data?.mySchedule;
  if (!schedule) {
    return live.loading ? <Skeleton variant="rounded" height={96} /> : null;
  }
  const days = schedule.schedule.filter((day) => day.slots.length > 0);
  if (days.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="week-slots-title">
      <CardContent>
        <Typography id="week-slots-title" variant="h6" component="h2" gutterBottom>
          {T.weekTitle}
        </Typography>
        <List dense disablePadding aria-labelledby="week-slots-title">
          {days.map((day) => (
            <ListItem key={day.day} disableGutters>
              <ListItemText primary={day.dayName} secondary={day.slots.map((slot) => slot.timeRange).join(', ')} />
            </ListItem>
          ))}
        </List>
        <Button component={Link} to="/dashboard/client/schedule" size="small">
          {T.pageTitle}
        </Button>
      </CardContent>
    </Card>
  );
}
