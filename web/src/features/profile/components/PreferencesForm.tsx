import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { NOTIFICATIONS, PROFILE_MESSAGES, THEME_MODES, type ThemeMode } from '@gym/domain';
import { useUpdatePreferencesMutation, type UpdatePreferencesMutation } from '../profile.generated';
import { useThemeMode } from '../../../platform/theme-mode-context';
import { PROFILE_TEXTS as T } from '../texts';

type NotificationSettings = { desktop: boolean; sound: boolean; email: boolean; push: boolean };
type SavedPreferences = UpdatePreferencesMutation['updatePreferences']['preferences'];

const THEME_LABELS: Record<ThemeMode, string> = { light: T.themeLight, dark: T.themeDark, auto: T.themeAuto };
const NOTIFICATION_LABELS: Record<keyof NotificationSettings, string> = {
  desktop: T.notifyDesktop,
  sound: T.notifySound,
  email: T.notifyEmail,
  push: T.notifyPush,
};

/** Only the four flags: the cached object also carries __typename, which the input type rejects. */
function pickSettings(saved?: Partial<NotificationSettings> | null): NotificationSettings {
  const defaults = NOTIFICATIONS.defaults;
  return {
    desktop: saved?.desktop ?? defaults.desktop,
    sound: saved?.sound ?? defaults.sound,
    email: saved?.email ?? defaults.email,
    push: saved?.push ?? defaults.push,
  };
}

interface PreferencesFormProps {
  notifications?: NotificationSettings | null;
  onSaved: (preferences: SavedPreferences) => void;
}

export function PreferencesForm({ notifications, onSaved }: PreferencesFormProps) {
  const { mode, setMode } = useThemeMode();
  const [settings, setSettings] = useState<NotificationSettings>(() => pickSettings(notifications));
  const [error, setError] = useState<string | null>(null);
  const [updatePreferences] = useUpdatePreferencesMutation();

  const save = async (input: { theme?: ThemeMode; notifications?: NotificationSettings }) => {
    setError(null);
    try {
      const { data } = await updatePreferences({ variables: { input } });
      if (data) onSaved(data.updatePreferences.preferences);
    } catch {
      setError(PROFILE_MESSAGES.preferencesError);
    }
  };

  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {T.preferences}
      </Typography>
      <Typography variant="subtitle2" component="h3" id="theme-label" gutterBottom>
        {T.theme}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        aria-labelledby="theme-label"
        onChange={(_event, value: ThemeMode | null) => {
          if (!value) return;
          // Applied at once; saving follows in the background.
          setMode(value);
          void save({ theme: value });
        }}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {THEME_MODES.map((value) => (
          <ToggleButton key={value} value={value}>
            {THEME_LABELS[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {T.notifications}
      </Typography>
      <FormGroup>
        {(Object.keys(NOTIFICATION_LABELS) as (keyof NotificationSettings)[]).map((key) => (
          <FormControlLabel
            key={key}
            label={NOTIFICATION_LABELS[key]}
            control={
              <Switch
                checked={settings[key]}
                onChange={(event) => {
                  const next = { ...settings, [key]: event.target.checked };
                  setSettings(next);
                  void save({ notifications: next });
                }}
              />
            }
          />
        ))}
      </FormGroup>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
