import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '../auth/useAuth';
import { ChangePasswordForm } from './components/ChangePasswordForm';
import { BillingDefaultForm } from './components/BillingDefaultForm';
import { PreferencesForm } from './components/PreferencesForm';
import { ProfileForm } from './components/ProfileForm';
import { ProfileHeader } from './components/ProfileHeader';
import { PROFILE_TEXTS } from './texts';

export default function ProfilePage() {
  const { user, mergeUser } = useAuth();
  if (!user) return null;
  return (
    <Stack spacing={2} sx={{ width: '100%', minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {PROFILE_TEXTS.title}
      </Typography>
      <ProfileHeader user={user} onImageUploaded={(profileImage) => mergeUser({ profileImage })} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Card>
            <CardContent>
              {/* Keyed by id so another account's data never lingers in the form. */}
              <ProfileForm key={user.id} user={user} onSaved={(saved) => mergeUser(saved)} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Stack spacing={2}>
            <Card>
              <CardContent>
                <BillingDefaultForm key={user.id} user={user} onSaved={(saved) => mergeUser(saved)} />
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <ChangePasswordForm />
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <PreferencesForm
                  key={user.id}
                  notifications={user.preferences?.notifications}
                  onSaved={(preferences) => mergeUser({ preferences })}
                />
              </CardContent>
            </Card>
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
