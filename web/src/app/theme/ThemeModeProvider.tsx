import { DEFAULT_THEME_MODE, STORAGE_KEYS, THEME_MODES, type ThemeMode } from '@gym/domain';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useGymConfig } from '../../platform/gym-config/useGymConfig';
import { createAppTheme } from './create-app-theme';
import { appStyleCache } from './style-cache';
import { ThemeModeContext, type ThemeModeValue } from '../../platform/theme-mode-context';

export { useThemeMode } from '../../platform/theme-mode-context';

export function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (THEME_MODES as readonly string[]).includes(value);
}

function storedMode(): ThemeMode {
  const value = localStorage.getItem(STORAGE_KEYS.themeMode);
  return isThemeMode(value) ? value : DEFAULT_THEME_MODE;
}

/**
 * Light/dark/auto mode and the MUI theme built from the gym's brand colours. The mode is kept
 * locally; a signed-in user's saved preference is applied by ApplyUserThemePreference.
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const { config } = useGymConfig();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [mode, setModeState] = useState<ThemeMode>(storedMode);

  const setMode = useCallback((next: ThemeMode) => setModeState(next), []);

  useEffect(() => {
    localStorage.setItem(STORAGE_KEYS.themeMode, mode);
  }, [mode]);

  const resolvedMode = mode === 'auto' ? (prefersDark ? 'dark' : 'light') : mode;
  const theme = useMemo(() => createAppTheme(resolvedMode, config), [resolvedMode, config]);
  const value = useMemo<ThemeModeValue>(() => ({ mode, resolvedMode, setMode }), [mode, resolvedMode, setMode]);

  return (
    <CacheProvider value={appStyleCache()}>
      <ThemeModeContext.Provider value={value}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          {children}
        </ThemeProvider>
      </ThemeModeContext.Provider>
    </CacheProvider>
  );
}
