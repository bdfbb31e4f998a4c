import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FiscalSettingsForm } from './components/FiscalSettingsForm';
import { useFiscalSettingsQuery } from './fiscal-settings.generated';
import { INVOICES_TEXTS as T } from './texts';

/** 'Datos fiscales' (admin): the gym's FEL identity, its certifier and whether FEL is on. */
export default function FiscalSettingsPage() {
  // Read once: a background refresh must never replace what the admin is typing.
  const { data, loading, error } = useFiscalSettingsQuery({ fetchPolicy: 'network-only' });
  return (
    <Stack spacing={2} sx={{ width: '100%', minWidth: 0 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {T.fiscalTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {T.fiscalSubtitle}
        </Typography>
      </Box>
      {loading && !data && <Skeleton variant="rounded" height={420} aria-label={T.loading} />}
      {error && !data && <Alert severity="error">{T.loadFailed}</Alert>}
      {data && <FiscalSettingsForm settings={data.fiscalSettings} />}
    </Stack>
  );
}
