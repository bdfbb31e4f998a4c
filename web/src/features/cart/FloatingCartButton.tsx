import { CART, cartBadgeLabel } from '@gym/domain';
import CloudDone from '@mui/icons-material/CloudDone';
import Refresh from '@mui/icons-material/Refresh';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keyframes, useTheme } from '@mui/material/styles';
import { useLocation } from 'react-router';
import { useCart } from './cart-context';
import { CART_TEXTS } from './texts';

const bounce = keyframes`
  0%, 100% { transform: translateY(0); }
  30% { transform: translateY(-12px); }
  60% { transform: translateY(0); }
  80% { transform: translateY(-4px); }
`;

/** Bottom-right cart button (spec §2): hidden when the cart is empty and on /checkout. */
export function FloatingCartButton() {
  const { summary, items, openDrawer, syncError, retry, isGuest, bubble } = useCart();
  const { pathname } = useLocation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  if (items.length === 0 || pathname.startsWith('/checkout')) return null;
  const count = summary.itemsCount;

  const fab = (
    <Fab
      color="primary"
      aria-label={CART_TEXTS.openCart(count)}
      onClick={openDrawer}
      // The button bounces once (0.6 s) whenever an add shows the bubble.
      sx={{ animation: bubble ? `${bounce} ${CART.bounceMs}ms ease-out` : 'none' }}
    >
      <Badge badgeContent={cartBadgeLabel(count)} color="secondary" max={Number.MAX_SAFE_INTEGER}>
        <ShoppingCart />
      </Badge>
    </Fab>
  );

  return (
    <Box
      sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.speedDial, textAlign: 'right' }}
    >
      {bubble && (
        <Paper role="status" elevation={4} sx={{ px: 1.5, py: 0.5, mb: 1, display: 'inline-block', borderRadius: 4 }}>
          {bubble}
        </Paper>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
        {syncError && (
          <Tooltip title={CART_TEXTS.syncFailed}>
            <IconButton aria-label={CART_TEXTS.retry} onClick={retry} color="warning">
              <Refresh />
            </IconButton>
          </Tooltip>
        )}
        {!syncError && !isGuest && <CloudDone color="success" titleAccess={CART_TEXTS.synced} />}
        {desktop ? <Tooltip title={CART_TEXTS.tooltipTotal(summary.totalAmount)}>{fab}</Tooltip> : fab}
      </Box>
    </Box>
  );
}
