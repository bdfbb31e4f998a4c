export { createAppTheme } from './create-app-theme';
export { ThemeModeProvider } from './ThemeModeProvider';
export { useThemeMode, type ThemeModeValue } from '../../platform/theme-mode-context';
