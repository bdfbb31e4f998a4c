import { useState } from 'react';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import { MESSAGE_ADMIN_MESSAGES } from '@gym/domain';
import { useAdminAction } from '../../../platform/useAdminAction';
import { apiErrorInfo } from '../../../shared/api-error';
import { FormDialog } from '../../../shared/components/FormDialog';
import { useMessageSettingsQuery, useUpdateMessageSettingsMutation } from '../messages.generated';
import { MESSAGES_TEXTS as T } from '../texts';

const ALWAYS_ON_HINT_ID = 'message-kinds-always-on-hint';

interface Props {
  onClose: () => void;
}

/**
 * 'Tipos de mensaje': one switch per kind the gym sends (labels from the api, which reads the
 * domain). A kind that always goes (the password reset) is shown on and disabled, with why. Only
 * the switches changed are sent; Tab moves between them, Space flips one, Enter saves, Escape
 * closes (asking first when something changed).
 */
export function MessageKindsDialog({ onClose }: Props) {
  const { data, loading, error } = useMessageSettingsQuery({ fetchPolicy: 'network-only' });
  const [updateSettings] = useUpdateMessageSettingsMutation();
  const { run, busy } = useAdminAction({ publicContent: false });
  const [changes, setChanges] = useState<Record<string, boolean>>({});
  const kinds = data?.messageSettings.kinds ?? [];

  const enabledOf = (kind: string, saved: boolean) => changes[kind] ?? saved;
  const changed = kinds
    .filter((setting) => changes[setting.kind] !== undefined && changes[setting.kind] !== setting.enabled)
    .map((setting) => ({ kind: setting.kind, enabled: changes[setting.kind]! }));

  const save = async () => {
    if (changed.length === 0) {
      onClose();
      return;
    }
    // The api answers the same words (MESSAGE_ADMIN_MESSAGES.settingsSaved); the toast says them.
    const done = await run(
      () => updateSettings({ variables: { input: { kinds: changed } } }),
      MESSAGE_ADMIN_MESSAGES.settingsSaved,
      T.kinds.saveError,
    );
    if (done) onClose();
  };

  return (
    <FormDialog
      title={T.kinds.title}
      submitLabel={T.kinds.save}
      dirty={changed.length > 0}
      busy={busy}
      error={null}
      submitDisabled={!data}
      onSubmit={save}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 1 }}>{T.kinds.intro}</DialogContentText>
      {error && <Alert severity="error">{apiErrorInfo(error).message ?? T.kinds.loadError}</Alert>}
      {loading && !data && <Skeleton variant="rounded" height={240} />}
      {data && (
        <FormGroup role="group" aria-label={T.kinds.groupLabel}>
          {kinds.map((setting) => (
            <div key={setting.kind}>
              <FormControlLabel
                label={setting.label}
                control={
                  <Switch
                    checked={setting.alwaysOn || enabledOf(setting.kind, setting.enabled)}
                    disabled={setting.alwaysOn || busy}
                    onChange={(event) =>
                      setChanges((previous) => ({ ...previous, [setting.kind]: event.target.checked }))
                    }
                    slotProps={{
                      input: setting.alwaysOn ? { 'aria-describedby': ALWAYS_ON_HINT_ID } : {},
                    }}
                  />
                }
              />
              {setting.alwaysOn && (
                <FormHelperText id={ALWAYS_ON_HINT_ID} sx={{ mt: -0.5, mb: 1, ml: 6 }}>
                  {T.kinds.alwaysOnHint}
                </FormHelperText>
              )}
            </div>
          ))}
        </FormGroup>
      )}
    </FormDialog>
  );
}
