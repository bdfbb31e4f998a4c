import { useEffect, useRef } from 'react';
import { useAuth } from '../../features/auth/useAuth';
import { useThemeMode } from '../../platform/theme-mode-context';
import { isThemeMode } from './ThemeModeProvider';

/**
 * When someone signs in, the theme starts from their saved preference, once per user; after
 * that they change it freely. Lives in the session layer because the theme itself does not know
 * about sessions (the landing page paints before the session layer loads).
 */
export function ApplyUserThemePreference() {
  const { user } = useAuth();
  const { setMode } = useThemeMode();
  const appliedFor = useRef<string | null>(null);
  const userId = user?.id ?? null;
  const preferred = user?.preferences.theme;

  useEffect(() => {
    if (!userId || userId === appliedFor.current) return;
    appliedFor.current = userId;
    if (isThemeMode(preferred)) setMode(preferred);
  }, [userId, preferred, setMode]);

  return null;
}
