import { STORAGE_KEYS } from '@gym/domain';
import { TestDataProvider } from '../../test/TestDataProvider';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthContext } from '../../features/auth/auth-context';
import { authState, makeCurrentUser } from '../../test/fixtures';
import { createAppTheme } from './create-app-theme';
import { ApplyUserThemePreference } from './ApplyUserThemePreference';
import { ThemeModeProvider, useThemeMode } from './ThemeModeProvider';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';

describe('app theme', () => {
  it("is built from the gym's colours with the spec's breakpoints and Spanish locale", () => {
    const theme = createAppTheme('dark', { primaryColor: '#0d47a1', secondaryColor: '#ff6f00' });
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.primary.main).toBe('#0d47a1');
    expect(theme.palette.secondary.main).toBe('#ff6f00');
    expect(theme.breakpoints.values.sm).toBe(640);
    expect(theme.breakpoints.values.md).toBe(1024);
    expect(theme.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('Filas por página:');
  });

  it("speaks Spanish in MUI's own controls and writes counts as Guatemala does", () => {
    render(
      <ThemeProvider theme={createAppTheme('light')}>
        <table>
          <tfoot>
            <tr>
              <TablePagination count={1234} page={0} rowsPerPage={10} onPageChange={() => {}} />
            </tr>
          </tfoot>
        </table>
        <Pagination count={5} page={2} />
        <Rating value={4} readOnly />
      </ThemeProvider>,
    );
    expect(screen.getByText('1–10 de 1,234')).toBeInTheDocument();
    // The table's pager and the pagination each have one.
    expect(screen.getAllByRole('button', { name: 'Ir a la página siguiente' })).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'Paginador' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'página 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Ir a la página 3' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 Estrellas' })).toBeInTheDocument();
  });

  it('falls back to neutral colours when the configured ones are unreadable', () => {
    const theme = createAppTheme('light', { primaryColor: 'azulito', secondaryColor: '' });
    expect(theme.palette.primary.main).toBe('#1f2937');
  });
});

function BrandProbe() {
  const theme = useTheme();
  return <p>{`primario ${theme.palette.primary.main}`}</p>;
}

describe('brand theme', () => {
  it("repaints with the gym's configured colours once the public config arrives", async () => {
    render(
      <TestDataProvider mocks={[]}>
        <ThemeModeProvider>
          <BrandProbe />
        </ThemeModeProvider>
      </TestDataProvider>,
    );
    expect(screen.getByText('primario #1f2937')).toBeInTheDocument();
    expect(await screen.findByText('primario #0d47a1')).toBeInTheDocument();
  });
});

function ModeProbe() {
  const { mode, resolvedMode, setMode } = useThemeMode();
  return (
    <div>
      <p>{`modo ${mode} -> ${resolvedMode}`}</p>
      <button onClick={() => setMode('auto')}>auto</button>
    </div>
  );
}

describe('theme mode', () => {
  it("starts from the signed-in user's preference and remembers changes locally", async () => {
    const user = makeCurrentUser();
    render(
      <TestDataProvider mocks={[]}>
        <AuthContext.Provider
          value={authState({ user: { ...user, preferences: { ...user.preferences, theme: 'dark' } } })}
        >
          <ThemeModeProvider>
            <ApplyUserThemePreference />
            <ModeProbe />
          </ThemeModeProvider>
        </AuthContext.Provider>
      </TestDataProvider>,
    );
    expect(await screen.findByText('modo dark -> dark')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'auto' }));
    // jsdom's matchMedia reports a light device.
    expect(screen.getByText('modo auto -> light')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.themeMode)).toBe('auto');
  });

  it('uses the locally saved mode for a visitor', () => {
    localStorage.setItem(STORAGE_KEYS.themeMode, 'dark');
    render(
      <TestDataProvider mocks={[]}>
        <AuthContext.Provider value={authState()}>
          <ThemeModeProvider>
            <ModeProbe />
          </ThemeModeProvider>
        </AuthContext.Provider>
      </TestDataProvider>,
    );
    expect(screen.getByText('modo dark -> dark')).toBeInTheDocument();
  });
});
