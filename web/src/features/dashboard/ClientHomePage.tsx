import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@gym/domain';
import { useAuth } from '../auth/useAuth';
import { MembershipCard } from '../membership/MembershipCard';
import { OfflineNote } from '../member-app/OfflineNote';
import { useMemberApp } from '../member-app/useMemberApp';
import { MyWeekSlotsCard } from '../schedule/components/MyWeekSlotsCard';
import { profileCompleteness } from './profile-completeness';
import { DASHBOARD_TEXTS as T } from './texts';

// The QR library loads only here, in its own chunk.
const MemberCheckInQr = lazy(() => import('../check-in/components/MemberCheckInQr'));

function InfoRow({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {value || T.notProvided}
      </Typography>
    </Box>
  );
}

export default function ClientHomePage() {
  const { user } = useAuth();
  useMemberApp();
  if (!user) return null;
  const completeness = profileCompleteness(user);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

  return (
    <Stack spacing={3} sx={{ width: '100%', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar src={user.profileImage ?? undefined} alt={user.fullName} sx={{ width: 56, height: 56 }}>
          {initials}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
            {T.welcome(user.firstName)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {T.welcomeSubtitle}
          </Typography>
        </Box>
      </Box>

      <OfflineNote />

      <MembershipCard />

      <Suspense fallback={null}>
        <MemberCheckInQr userId={user.id} />
      </Suspense>

      <MyWeekSlotsCard />

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {T.profileSummary}
              </Typography>
              <Typography variant="body2" id="profile-completeness-label">
                {completeness.missing.length === 0 ? T.profileComplete : T.profileCompleteness(completeness.percent)}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={completeness.percent}
                aria-labelledby="profile-completeness-label"
                sx={{ my: 1, height: 8, borderRadius: 4 }}
              />
              {completeness.missing.length > 0 && (
                <>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {T.missingFields}
                  </Typography>
                  <Box
                    component="ul"
                    aria-label={T.missingFields}
                    sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, my: 1, listStyle: 'none' }}
                  >
                    {completeness.missing.map((field) => (
                      <li key={field.key}>
                        <Chip size="small" variant="outlined" label={field.label} />
                      </li>
                    ))}
                  </Box>
                </>
              )}
              <Button
                component={Link}
                to="/dashboard/profile"
                variant={completeness.missing.length ? 'contained' : 'outlined'}
                sx={{ mt: 1 }}
              >
                {completeness.missing.length ? T.completeProfile : T.editProfile}
              </Button>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {T.accountInfo}
              </Typography>
              <InfoRow label={T.memberSince} value={formatDate(user.createdAt)} />
              <InfoRow label={T.email} value={user.email} />
              <InfoRow label={T.phone} value={user.phone} />
              <InfoRow label={T.city} value={user.city} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Stack>
  );
}
