import type { ThemeMode } from '@gym/domain';
import { createContext, useContext } from 'react';

export interface ThemeModeValue {
  /** The chosen option: light, dark or auto (follows the device). */
  mode: ThemeMode;
  /** What is painted now, with auto resolved. */
  resolvedMode: 'light' | 'dark';
  setMode: (mode: ThemeMode) => void;
}

export const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode debe usarse dentro de un ThemeModeProvider');
  return value;
}
