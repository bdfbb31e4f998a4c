import type { ThemeMode } from '@gym/domain';
import { useCallback } from 'react';
import { useThemeMode } from '../../platform/theme-mode-context';
import { useAuth } from '../auth/useAuth';
import { useUpdatePreferencesMutation } from './profile.generated';

/**
 * Choosing light, dark or auto from anywhere (the header's toggle): painted at once and kept in
 * localStorage (for a guest and for the first paint of the next visit), and, signed in, saved in
 * the profile's preferences so the next sign-in or reload starts from it instead of the old one.
 */
export function useChooseThemeMode(): (mode: ThemeMode) => Promise<void> {
  const { user, mergeUser } = useAuth();
  const { setMode } = useThemeMode();
  const [updatePreferences] = useUpdatePreferencesMutation();
  return useCallback(
    async (mode: ThemeMode) => {
      setMode(mode);
      if (!user) return;
      try {
        const { data } = await updatePreferences({ variables: { input: { theme: mode } } });
        if (data) mergeUser({ preferences: { ...user.preferences, theme: data.updatePreferences.preferences.theme } });
      } catch {
        // The mode is already painted and kept on this device; the failure itself is reported by
        // the app's one error notifier (the Apollo error link).
      }
    },
    [user, mergeUser, setMode, updatePreferences],
  );
}
