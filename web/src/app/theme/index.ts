export { createAppTheme } from './create-app-theme';
export { ThemeModeProvider } from './ThemeModeProvider';
export { useThemeMode, type ThemeModeValue } from './theme-mode-context';
