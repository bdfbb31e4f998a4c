import { BREAKPOINTS } from '@gym/domain';
import { createTheme, decomposeColor, type Theme } from '@mui/material/styles';
import { SPANISH_COMPONENTS } from './spanish-components';

export type PaletteMode = 'light' | 'dark';

export interface BrandColors {
  primaryColor: string;
  secondaryColor: string;
}

const FALLBACK: BrandColors = { primaryColor: '#1f2937', secondaryColor: '#f59e0b' };

/** A colour from configuration is used only when MUI can read it; a typo must not crash the app. */
function safeColor(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  try {
    decomposeColor(value);
    return value;
  } catch {
    return fallback;
  }
}

export function createAppTheme(mode: PaletteMode, brand: BrandColors = FALLBACK): Theme {
  const primary = safeColor(brand.primaryColor, FALLBACK.primaryColor);
  const secondary = safeColor(brand.secondaryColor, FALLBACK.secondaryColor);
  return createTheme({
    breakpoints: {
      // The spec's two breakpoints: phones below 640 px, desktop from 1024 px.
      values: { xs: 0, sm: BREAKPOINTS.tablet, md: BREAKPOINTS.desktop, lg: 1280, xl: 1536 },
    },
    palette: {
      mode,
      primary: { main: primary },
      secondary: { main: secondary },
      ...(mode === 'light'
        ? { background: { default: '#f6f7f9', paper: '#ffffff' } }
        : { background: { default: '#0f1115', paper: '#171a21' } }),
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Roboto", "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 800 },
      h2: { fontWeight: 800 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      ...SPANISH_COMPONENTS,
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
    },
  });
}
