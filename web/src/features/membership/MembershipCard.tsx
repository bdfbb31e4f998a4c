import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  businessDate,
  daysBetween,
  formatBusinessDate,
  freezeLabel,
  isMembershipStatus,
  MEMBERSHIP_STATUS_COLORS,
  MEMBERSHIP_STATUS_LABELS,
} from '@gym/domain';
import { useSnapshotFallback } from '../../platform/offline-snapshot';
import { useAuth } from '../auth/useAuth';
import { useMyMembershipsQuery } from './membership.generated';
import { currentMembership } from './current-membership';
import { MEMBERSHIP_TEXTS as T } from './texts';

/** yyyy-mm-dd business dates shown as dd/MM/yyyy without shifting a day across time zones. */

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

export function MembershipCard() {
  const { user } = useAuth();
  const live = useMyMembershipsQuery({ fetchPolicy: 'cache-and-network' });
  const { loading, error } = live;
  // With no signal, the memberships of the last load (the member's app works offline).
  const { data, savedAt } = useSnapshotFallback('memberships', user?.id, live.data, Boolean(live.error));
  const today = businessDate();
  const { current, queued } = currentMembership(data?.memberships.memberships ?? [], today);
  // Days left count down from the day they were saved.
  const daysLeft = current
    ? Math.max(0, current.daysLeft - (savedAt ? daysBetween(businessDate(new Date(savedAt)), today) : 0))
    : 0;

  return (
    <Card component="section" aria-labelledby="membership-card-title">
      <CardContent>
        <Typography id="membership-card-title" variant="h6" component="h2" gutterBottom>
          {T.cardTitle}
        </Typography>
        {loading && !data ? (
          <Skeleton variant="rounded" height={96} />
        ) : error && !data ? (
          <Alert severity="warning">{T.loadError}</Alert>
        ) : !current ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography>{T.noMembership}</Typography>
            <Typography variant="body2" color="text.secondary">
              {T.noMembershipHint}
            </Typography>
            <Button component={Link} to="/dashboard/client/membership" variant="contained">
              {T.buy}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={1}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                {current.planName}
              </Typography>
              {current.isFrozen && current.freeze ? (
                <Chip size="small" color="info" label={freezeLabel(current.freeze, today)} />
              ) : (
                isMembershipStatus(current.status) && (
                  <Chip
                    size="small"
                    color={MEMBERSHIP_STATUS_COLORS[current.status]}
                    label={MEMBERSHIP_STATUS_LABELS[current.status]}
                  />
                )
              )}
            </Box>
            {current.freeze && !current.isFrozen && <Alert severity="info">{freezeLabel(current.freeze, today)}</Alert>}
            <Row label={T.startDate} value={formatBusinessDate(current.startDate)} />
            <Row label={T.endDate} value={formatBusinessDate(current.endDate)} />
            {(current.status === 'active' || current.status === 'pending') && (
              <Typography variant="body2">{T.daysLeft(daysLeft)}</Typography>
            )}
            {current.reservedSlots.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                {T.slotsHeld(current.reservedSlots.length)}
              </Typography>
            )}
            {current.isExpiringSoon && !queued && <Alert severity="warning">{T.expiringSoon(daysLeft)}</Alert>}
            {current.status === 'pending' && <Alert severity="info">{T.pendingNote}</Alert>}
            {queued && <Alert severity="success">{T.renewalQueued(queued.startDate)}</Alert>}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', pt: 1 }}>
              {current.status !== 'pending' && !queued && (
                <Button
                  component={Link}
                  to="/dashboard/client/membership"
                  variant={current.status === 'active' && !current.isExpiringSoon ? 'outlined' : 'contained'}
                >
                  {current.status === 'active' ? T.renew : T.buy}
                </Button>
              )}
              {current.reservedSlots.length > 0 && (
                <Button component={Link} to="/dashboard/client/schedule">
                  {T.viewSchedule}
                </Button>
              )}
            </Box>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
