import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CHECK_IN_FIELDS, CHECK_IN_MESSAGES, fieldError, formatDateTime } from '@gym/domain';
import { useAdminAction } from '../../platform/useAdminAction';
import { htmlInputLimits } from '../../shared/field-contract';
import { useEnableKioskDeviceMutation, useKioskDevicesQuery, useRevokeKioskDeviceMutation } from './check-in.generated';
import { CHECK_IN_TEXTS as T } from './texts';

/** /dashboard/admin/kiosks ('Kioscos'): enable a door tablet (its link shown once), list, revoke. */
export default function KioskDevicesPage() {
  const devices = useKioskDevicesQuery({ fetchPolicy: 'cache-and-network' });
  const [enable] = useEnableKioskDeviceMutation();
  const [revoke] = useRevokeKioskDeviceMutation();
  const { run, busy } = useAdminAction({ publicContent: false });
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = fieldError(CHECK_IN_FIELDS.deviceName, name);
    setNameError(invalid);
    if (invalid) return;
    const result = await run(
      () => enable({ variables: { name: name.trim() } }),
      CHECK_IN_MESSAGES.deviceCreated,
      CHECK_IN_MESSAGES.deviceNameRequired,
    );
    const token = result?.data?.enableKioskDevice.token;
    if (token) {
      setLink(`${window.location.origin}/kiosk#token=${encodeURIComponent(token)}`);
      setName('');
      void devices.refetch();
    }
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {T.devicesTitle}
      </Typography>
      <Typography color="text.secondary">{T.devicesHelp}</Typography>
      <Card>
        <CardContent>
          <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <TextField
              label={T.deviceName}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(nameError)}
              helperText={nameError ?? ' '}
              slotProps={{ htmlInput: htmlInputLimits(CHECK_IN_FIELDS.deviceName) }}
              sx={{ flex: 1, minWidth: 240 }}
            />
            <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start', mt: 1 }}>
              {T.enableDevice}
            </Button>
          </Box>
          {link && (
            <Alert severity="success" sx={{ mt: 2, wordBreak: 'break-all' }}>
              {T.deviceLink}{' '}
              <Box component="a" href={link} target="_blank" rel="noreferrer">
                {link}
              </Box>
            </Alert>
          )}
        </CardContent>
      </Card>
      <Card>
        <List aria-label={T.devicesTitle}>
          {(devices.data?.kioskDevices ?? []).length === 0 && !devices.loading && (
            <ListItem>
              <ListItemText primary={T.noDevices} />
            </ListItem>
          )}
          {(devices.data?.kioskDevices ?? []).map((device) => (
            <ListItem
              key={device.id}
              secondaryAction={
                device.active ? (
                  <Button
                    color="error"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        () => revoke({ variables: { id: device.id } }),
                        CHECK_IN_MESSAGES.deviceRevoked,
                        CHECK_IN_MESSAGES.deviceNotFound,
                      ).then(() => devices.refetch())
                    }
                  >
                    {T.revokeDevice}
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={
                  <>
                    {device.name}{' '}
                    <Chip
                      size="small"
                      color={device.active ? 'success' : 'default'}
                      label={device.active ? T.deviceActive : T.deviceRevoked}
                    />
                  </>
                }
                secondary={`${T.deviceLastUsed}: ${device.lastUsedAt ? formatDateTime(device.lastUsedAt) : T.deviceNever}`}
              />
            </ListItem>
          ))}
        </List>
      </Card>
    </Stack>
  );
}
