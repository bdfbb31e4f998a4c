import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS, ROLES } from '@gym/domain';
import { useUserStatsQuery } from '../dashboard.generated';
import { DASHBOARD_TEXTS as T } from '../texts';
import { StatCard } from './StatCard';

interface UserStatsSectionProps {
  /** Staff see client figures only (the api scopes the stats), so the role breakdown is left out. */
  scope: 'users' | 'clients';
}

export function UserStatsSection({ scope }: UserStatsSectionProps) {
  const { data, loading, error } = useUserStatsQuery({ fetchPolicy: 'cache-and-network' });
  const stats = data?.userStats;
  return (
    <Box component="section" aria-labelledby="user-stats-title">
      <Typography variant="h6" component="h2" id="user-stats-title" gutterBottom>
        {scope === 'users' ? T.userStats : T.clientStats}
      </Typography>
      {error && !stats && <Alert severity="warning">{T.loadError}</Alert>}
      {loading && !stats && <Skeleton variant="rounded" height={96} />}
      {stats && (
        <>
          <Grid container spacing={2}>
            <Grid size={{ xs: 6, md: 3 }}>
              <StatCard label={T.total} value={stats.total} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <StatCard label={T.active} value={stats.active} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <StatCard label={T.inactive} value={stats.inactive} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <StatCard label={T.newThisMonth} value={stats.newThisMonth} />
            </Grid>
          </Grid>
          {scope === 'users' && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {T.byRole}:
              </Typography>
              {ROLES.map((role) => (
                <Chip key={role} label={`${ROLE_LABELS[role]}: ${stats.byRole[role]}`} variant="outlined" />
              ))}
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
