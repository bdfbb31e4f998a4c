import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import PeopleIcon from '@mui/icons-material/People';
import { FrequentClientsCard } from './components/FrequentClientsCard';
import { MonthMoneyCard } from './components/MonthMoneyCard';
import { QuickLinks } from './components/QuickLinks';
import { SystemHealthCard } from './components/SystemHealthCard';
import { UserStatsSection } from './components/UserStatsSection';
import { DASHBOARD_TEXTS as T } from './texts';

export default function AdminHomePage() {
  return (
    <Stack spacing={3} sx={{ width: '100%', minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {T.adminTitle}
      </Typography>
      <MonthMoneyCard />
      <UserStatsSection scope="users" />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FrequentClientsCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SystemHealthCard />
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
