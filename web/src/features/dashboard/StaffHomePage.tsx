import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import PeopleIcon from '@mui/icons-material/People';
import { useAuth } from '../auth/useAuth';
import { ClientQuickSearch } from './components/ClientQuickSearch';
import { FrequentClientsCard } from './components/FrequentClientsCard';
import { QuickLinks } from './components/QuickLinks';
import { UserStatsSection } from './components/UserStatsSection';
import { DASHBOARD_TEXTS as T } from './texts';

export default function StaffHomePage() {
  const { user } = useAuth();
  return (
    <Stack spacing={3} sx={{ width: '100%', minWidth: 0 }}>
      <div>
        <Typography variant="h5" component="h1">
          {T.staffTitle}
        </Typography>
        {user && (
          <Typography variant="body2" color="text.secondary">
            {T.greeting(user.firstName)}
          </Typography>
        )}
      </div>
      <UserStatsSection scope="clients" />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ClientQuickSearch />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FrequentClientsCard />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <QuickLinks
            title={T.quickLinks}
            links={[
              { to: '/dashboard/users', label: T.usersLink, icon: <PeopleIcon /> },
              { to: '/dashboard/profile', label: T.profileLink, icon: <AccountCircleIcon /> },
            ]}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
