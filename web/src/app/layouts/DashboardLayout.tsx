import { THEME_MODES, type ThemeMode } from '@gym/domain';
import BrightnessAuto from '@mui/icons-material/BrightnessAuto';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import CardMembership from '@mui/icons-material/CardMembership';
import PaymentsIcon from '@mui/icons-material/Payments';
import PointOfSale from '@mui/icons-material/PointOfSale';
import AssessmentIcon from '@mui/icons-material/Assessment';
import RateReview from '@mui/icons-material/RateReview';
import DarkMode from '@mui/icons-material/DarkMode';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import Home from '@mui/icons-material/Home';
import Inventory2 from '@mui/icons-material/Inventory2';
import Language from '@mui/icons-material/Language';
import MoreTime from '@mui/icons-material/MoreTime';
import LightMode from '@mui/icons-material/LightMode';
import Logout from '@mui/icons-material/Logout';
import Outbox from '@mui/icons-material/Outbox';
import Savings from '@mui/icons-material/Savings';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import MenuIcon from '@mui/icons-material/Menu';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Description from '@mui/icons-material/Description';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Storefront from '@mui/icons-material/Storefront';
import { ROLE_LABELS, isRole } from '@gym/domain';
import { Suspense, useState, type ReactElement } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/useAuth';
import { Spinner } from '../../shared/components/Loading';
import { ErrorBoundary } from '../ErrorBoundary';
import { useGymConfig } from '../../platform/gym-config/useGymConfig';
import { useThemeMode } from '../../platform/theme-mode-context';
import { useChooseThemeMode } from '../../features/profile/useChooseThemeMode';
import { LAYOUT_TEXTS } from './texts';
import { navItemsFor, type NavIcon } from './nav-items';

const DRAWER_WIDTH = 260;

const NAV_ICONS: Record<NavIcon, ReactElement> = {
  home: <Home />,
  website: <Language />,
  hours: <MoreTime />,
  expenses: <RequestQuote />,
  inventory: <Inventory2 />,
  users: <People />,
  profile: <Person />,
  orders: <ReceiptLong />,
  membership: <CardMembership />,
  schedule: <CalendarMonth />,
  payments: <PaymentsIcon />,
  reports: <AssessmentIcon />,
  pos: <PointOfSale />,
  testimonial: <RateReview />,
  messages: <Outbox />,
  cashDrawers: <Savings />,
  kiosks: <QrCodeScanner />,
  invoices: <Description />,
  fiscal: <AccountBalance />,
};

const MODE_ICONS: Record<ThemeMode, ReactElement> = {
  light: <LightMode />,
  dark: <DarkMode />,
  auto: <BrightnessAuto />,
};

function nextMode(mode: ThemeMode): ThemeMode {
  const index = THEME_MODES.indexOf(mode);
  return THEME_MODES[(index + 1) % THEME_MODES.length] ?? 'light';
}

function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/** Shell of every dashboard screen: app bar, role-aware navigation drawer, and the page. */
export function DashboardLayout() {
  const { user, logout } = useAuth();
  const { config } = useGymConfig();
  const { mode } = useThemeMode();
  const chooseMode = useChooseThemeMode();
  const location = useLocation();
  const navigate = useNavigate();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);

  if (!user) return null;
  const items = navItemsFor({ role: user.role, permissions: user.permissions });
  const roleLabel = isRole(user.role) ? ROLE_LABELS[user.role] : user.role;

  const drawer = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ gap: 1.5 }}>
        {config.logoUrl ? (
          <Box component="img" src={config.logoUrl} alt="" sx={{ width: 32, height: 32, objectFit: 'contain' }} />
        ) : (
          <FitnessCenter color="primary" />
        )}
        <Typography variant="subtitle1" noWrap sx={{ fontWeight: 700 }}>
          {config.name}
        </Typography>
      </Toolbar>
      <Divider />
      <List component="nav" aria-label={LAYOUT_TEXTS.navigation} sx={{ px: 1, py: 1.5 }}>
        {items.map((item) => (
          <ListItemButton
            key={item.key}
            component={RouterLink}
            to={item.path}
            selected={location.pathname === item.path}
            onClick={() => setMobileOpen(false)}
            sx={{ borderRadius: 2, mb: 0.5 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>{NAV_ICONS[item.icon]}</ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar
        position="fixed"
        color="inherit"
        sx={{
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
          ml: { md: `${DRAWER_WIDTH}px` },
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label={LAYOUT_TEXTS.openNavigation}
            onClick={() => setMobileOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, fontWeight: 700 }}>
            {config.name}
          </Typography>
          <Tooltip title={LAYOUT_TEXTS.goToStore}>
            <IconButton component={RouterLink} to="/store" aria-label={LAYOUT_TEXTS.goToStore}>
              <Storefront />
            </IconButton>
          </Tooltip>
          <Tooltip title={LAYOUT_TEXTS.themeLabel(mode)}>
            <IconButton aria-label={LAYOUT_TEXTS.themeLabel(mode)} onClick={() => void chooseMode(nextMode(mode))}>
              {MODE_ICONS[mode]}
            </IconButton>
          </Tooltip>
          <Tooltip title={LAYOUT_TEXTS.userMenu}>
            <IconButton
              aria-label={LAYOUT_TEXTS.userMenu}
              onClick={(e) => setMenuAnchor(e.currentTarget)}
              sx={{ p: 0.5 }}
            >
              <Avatar
                src={user.profileImage ?? undefined}
                alt={user.fullName}
                sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}
              >
                {initials(user.firstName, user.lastName)}
              </Avatar>
            </IconButton>
          </Tooltip>
          <Menu
            anchorEl={menuAnchor}
            open={Boolean(menuAnchor)}
            onClose={() => setMenuAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          >
            <Box sx={{ px: 2, py: 1, maxWidth: 260 }}>
              <Typography variant="subtitle2" noWrap>
                {user.fullName}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {user.email}
              </Typography>
              <Typography variant="caption" color="primary">
                {roleLabel}
              </Typography>
            </Box>
            <Divider />
            <MenuItem
              onClick={() => {
                setMenuAnchor(null);
                void navigate('/dashboard/profile');
              }}
            >
              <ListItemIcon>
                <Person fontSize="small" />
              </ListItemIcon>
              {LAYOUT_TEXTS.profile}
            </MenuItem>
            <MenuItem
              onClick={() => {
                setMenuAnchor(null);
                void logout();
              }}
            >
              <ListItemIcon>
                <Logout fontSize="small" />
              </ListItemIcon>
              {LAYOUT_TEXTS.logout}
            </MenuItem>
          </Menu>
        </Toolbar>
      </AppBar>

      <Box component="nav" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          {drawer}
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          {drawer}
        </Drawer>
      </Box>

      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, width: { md: `calc(100% - ${DRAWER_WIDTH}px)` } }}>
        <Toolbar />
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <ErrorBoundary resetKey={location.pathname}>
            <Suspense fallback={<Spinner size="lg" />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
