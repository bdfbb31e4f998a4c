import FitnessCenter from '@mui/icons-material/FitnessCenter';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { navLinkProps, type PublicNavLink } from './public-nav';

const T = {
  home: (name: string) => `${name}: inicio`,
  nav: 'Navegación del sitio',
  openMenu: 'Abrir menú',
} as const;

export type { PublicNavLink } from './public-nav';

const PublicMenuDrawer = lazy(() => import('./PublicMenuDrawer'));

export interface PublicHeaderProps {
  name: string;
  logoUrl: string | null;
  links: readonly PublicNavLink[];
  /** Sign-in, register or 'Mi panel': beside the links on wide screens, in the menu on phones. */
  actions: ReactNode;
  /** The one action that stays in the bar on phones (e.g. 'Iniciar sesión'). */
  compactAction?: ReactNode;
}

/**
 * One header for the landing page, the store and the checkout: the gym's logo and name (from
 * configuration) lead home, the links sit in the bar on wide screens and in a menu drawer on phones.
 */
export function PublicHeader({ name, logoUrl, links, actions, compactAction }: PublicHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer's code is fetched the first time the menu opens, never on a wide screen.
  const [menuWanted, setMenuWanted] = useState(false);
  // Only the bar's own layout is rendered (a phone's first screen renders no hidden desktop links).
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56, sm: 64 } }}>
        <Box
          component={RouterLink}
          to="/"
          aria-label={T.home(name)}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexGrow: 1, color: 'inherit' }}
          style={{ textDecoration: 'none' }}
        >
          {logoUrl ? (
            <Box
              component="img"
              src={logoUrl}
              alt=""
              width={36}
              height={36}
              sx={{ width: 36, height: 36, objectFit: 'contain', flexShrink: 0 }}
            />
          ) : (
            <FitnessCenter color="primary" sx={{ flexShrink: 0 }} />
          )}
          <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 800, minWidth: 0 }}>
            {name}
          </Typography>
        </Box>
        {wide ? (
          <>
            <Stack component="nav" aria-label={T.nav} direction="row" spacing={0.5}>
              {links.map((link) => (
                <Button key={link.label} color="inherit" {...navLinkProps(link)}>
                  {link.label}
                </Button>
              ))}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              {actions}
            </Stack>
          </>
        ) : (
          <>
            {compactAction && <Box sx={{ display: 'flex', flexShrink: 0 }}>{compactAction}</Box>}
            <IconButton
              edge="end"
              color="inherit"
              aria-label={T.openMenu}
              aria-expanded={menuOpen}
              onClick={() => {
                setMenuWanted(true);
                setMenuOpen(true);
              }}
            >
              <MenuIcon />
            </IconButton>
          </>
        )}
      </Toolbar>
      {menuWanted && (
        <Suspense fallback={null}>
          <PublicMenuDrawer
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            name={name}
            label={T.nav}
            links={links}
            actions={actions}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
