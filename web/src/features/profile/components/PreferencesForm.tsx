import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  NOTIFICATION_SETTING_KEYS,
  NOTIFICATIONS,
  PROFILE_MESSAGES,
  THEME_MODES,
  type NotificationSettingKey,
  type NotificationSettings,
  type ThemeMode,
} from '@gym/domain';
import { useUpdatePreferencesMutation, type UpdatePreferencesMutation } from '../profile.generated';
import { useThemeMode } from '../../../platform/theme-mode-context';
import { PROFILE_TEXTS as T } from '../texts';

type SavedPreferences = UpdatePreferencesMutation['updatePreferences']['preferences'];

const THEME_LABELS: Record<ThemeMode, string> = { light: T.themeLight, dark: T.themeDark, auto: T.themeAuto };
const NOTIFICATION_LABELS: Record<NotificationSettingKey, string> = {
  desktop: T.notifyDesktop,
  sound: T.notifySound,
  push: T.notifyPush,
  email: T.notifyEmail,
  whatsapp: T.notifyWhatsapp,
  reminders: T.notifyReminders,
};
/** The screen's own notifications, then the gym's messages (with the hint that some always go). */
const SCREEN_SETTINGS: readonly NotificationSettingKey[] = ['desktop', 'sound', 'push'];
const MESSAGE_SETTINGS: readonly NotificationSettingKey[] = ['email', 'whatsapp', 'reminders'];
const MESSAGES_HINT_ID = 'messages-hint';

/**
 * Only the settings' flags: the cached object also carries __typename, which the input type
 * rejects. One missing (a session saved before it existed) takes the domain's default.
 */
function pickSettings(saved?: Partial<NotificationSettings> | null): NotificationSettings {
  return Object.fromEntries(
    NOTIFICATION_SETTING_KEYS.map((key) => [key, saved?.[key] ?? NOTIFICATIONS.defaults[key]]),
  ) as NotificationSettings;
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

  const settingSwitch = (key: NotificationSettingKey) => (
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
  );

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
      <FormGroup>{SCREEN_SETTINGS.map(settingSwitch)}</FormGroup>
      <FormGroup role="group" aria-describedby={MESSAGES_HINT_ID}>
        {MESSAGE_SETTINGS.map(settingSwitch)}
      </FormGroup>
      <Typography id={MESSAGES_HINT_ID} variant="body2" color="text.secondary">
        {T.messagesHint}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
