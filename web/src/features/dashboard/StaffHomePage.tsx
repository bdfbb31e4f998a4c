import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PaymentsIcon from '@mui/icons-material/Payments';
import { useState } from 'react';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import PeopleIcon from '@mui/icons-material/People';
import { useAuth } from '../auth/useAuth';
import { CashDrawerBar } from '../cash-drawer/components/CashDrawerBar';
import { ClientCardDrawer } from './components/ClientCardDrawer';
import { ClientQuickSearch } from './components/ClientQuickSearch';
import { DailyIncomeForm } from './components/DailyIncomeForm';
import { DeskCheckInField } from '../check-in/components/DeskCheckInField';
import { DeskTodayCard } from './components/DeskTodayCard';
import { FrequentClientsCard } from './components/FrequentClientsCard';
import { InactiveMembersCard } from './components/InactiveMembersCard';
import { QuickLinks } from './components/QuickLinks';
import { UserStatsSection } from './components/UserStatsSection';
import { DASHBOARD_TEXTS as T } from './texts';

export default function StaffHomePage() {
  const { user } = useAuth();
  const [cardUserId, setCardUserId] = useState<string | null>(null);
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
      <CashDrawerBar />
      <DeskCheckInField />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <DeskTodayCard />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <DailyIncomeForm />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ClientQuickSearch onSelect={setCardUserId} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FrequentClientsCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <InactiveMembersCard onSelect={setCardUserId} />
        </Grid>
      </Grid>
      <UserStatsSection scope="clients" />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12 }}>
          <QuickLinks
            title={T.quickLinks}
            links={[
              { to: '/dashboard/payments', label: T.goToPayments, icon: <PaymentsIcon /> },
              { to: '/dashboard/users', label: T.usersLink, icon: <PeopleIcon /> },
              { to: '/dashboard/profile', label: T.profileLink, icon: <AccountCircleIcon /> },
            ]}
          />
        </Grid>
      </Grid>
      <ClientCardDrawer userId={cardUserId} onClose={() => setCardUserId(null)} />
    </Stack>
  );
}
