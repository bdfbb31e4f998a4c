import { formatGTQ, STORE_FIELDS } from '@gym/domain';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Remove from '@mui/icons-material/Remove';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../shared/notify';
import { useCart, type CartLine } from './cart-context';
import { CART_TEXTS } from './texts';
import { Money } from '../../shared/components/Money';

const DESKTOP_WIDTH = 400;

function LineRow({ line }: { line: CartLine }) {
  const { updateQuantity, remove, lockedLines } = useCart();
  const locked = lockedLines.has(line.id);
  const name = line.name || CART_TEXTS.unnamed;
  return (
    <Stack direction="row" spacing={1.5} sx={{ py: 1.5 }} component="li" aria-label={name}>
      <Avatar variant="rounded" src={line.image ?? undefined} alt={name} sx={{ width: 64, height: 64 }}>
        <ImageOutlined />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap title={name}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {CART_TEXTS.unitPrice(line.price)}
        </Typography>
        {line.selectedVariants.length > 0 && (
          <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
            {line.selectedVariants
              .filter((option) => option.name !== 'quantity')
              .map((option) => (
                <Chip key={option.name} size="small" label={`${option.name}: ${option.value}`} />
              ))}
          </Stack>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
          <IconButton
            size="small"
            aria-label={CART_TEXTS.decrease(name)}
            disabled={line.quantity <= 1 || locked}
            onClick={() => updateQuantity(line.id, line.quantity - 1)}
          >
            <Remove fontSize="small" />
          </IconButton>
          <Typography aria-label={CART_TEXTS.quantityOf(name)} sx={{ minWidth: 24, textAlign: 'center' }}>
            {line.quantity}
          </Typography>
          <IconButton
            size="small"
            aria-label={CART_TEXTS.increase(name)}
            disabled={locked || line.quantity >= STORE_FIELDS.cart.quantity.max}
            onClick={() => updateQuantity(line.id, line.quantity + 1)}
          >
            <Add fontSize="small" />
          </IconButton>
          <Box sx={{ flex: 1 }} />
          <Typography variant="subtitle2">
            <Money value={line.lineTotal} />
          </Typography>
          <IconButton
            size="small"
            aria-label={CART_TEXTS.remove(name)}
            disabled={locked}
            onClick={() => remove(line.id)}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
      </Box>
    </Stack>
  );
}

/** The cart drawer of spec §2: lines, totals, and the way to checkout for members and guests. */
export function CartDrawer() {
  const cart = useCart();
  const navigate = useNavigate();
  const [confirmClear, setConfirmClear] = useState(false);
  const { items, summary, drawerOpen, closeDrawer, isGuest } = cart;
  const count = summary.itemsCount;

  const goCheckout = () => {
    if (items.length === 0) {
      notify.warning(CART_TEXTS.emptyCheckout);
      return;
    }
    closeDrawer();
    void navigate('/checkout');
  };
  const goSignIn = () => {
    closeDrawer();
    void navigate('/login', { state: { from: { pathname: '/store', search: '', hash: '' }, returnToCart: true } });
  };
  const goStore = () => {
    closeDrawer();
    void navigate('/store');
  };

  return (
    <Drawer
      anchor="right"
      open={drawerOpen}
      onClose={closeDrawer}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: DESKTOP_WIDTH } }, role: 'dialog', 'aria-label': CART_TEXTS.title },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {CART_TEXTS.title}{' '}
          <Typography component="span" color="text.secondary">
            {CART_TEXTS.itemCount(count)}
          </Typography>
        </Typography>
        <IconButton aria-label={CART_TEXTS.close} onClick={closeDrawer}>
          <Close />
        </IconButton>
      </Stack>
      <Divider />

      {items.length === 0 ? (
        <Stack
          spacing={1.5}
          sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}
        >
          <ShoppingCartOutlined sx={{ fontSize: 64, color: 'text.disabled' }} />
          <Typography variant="h6">{CART_TEXTS.emptyTitle}</Typography>
          <Typography color="text.secondary">{CART_TEXTS.emptyText}</Typography>
          <Button variant="contained" onClick={goStore}>
            {CART_TEXTS.goToStore}
          </Button>
        </Stack>
      ) : (
        <>
          <Box sx={{ flex: 1, overflowY: 'auto', px: 2 }}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={CART_TEXTS.title}>
              {items.map((line) => (
                <LineRow key={line.id} line={line} />
              ))}
            </Box>
            {items.length > 1 && (
              <Button color="error" size="small" startIcon={<DeleteOutlined />} onClick={() => setConfirmClear(true)}>
                {CART_TEXTS.clear}
              </Button>
            )}
          </Box>
          <Divider />
          <Stack spacing={1} sx={{ p: 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography>{CART_TEXTS.subtotal}</Typography>
              <Typography>
                <Money value={summary.totalProductsWithTax} />
              </Typography>
            </Stack>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography>{CART_TEXTS.shipping}</Typography>
              <Typography>
                {summary.shippingAmount === 0 ? CART_TEXTS.free : formatGTQ(summary.shippingAmount)}
              </Typography>
            </Stack>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="h6">{CART_TEXTS.total}</Typography>
              <Typography variant="h6">
                <Money value={summary.totalAmount} />
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <LocalShipping fontSize="small" />
              <Typography variant="body2">{CART_TEXTS.deliveryEstimate}</Typography>
            </Stack>
            <Typography variant="body2" color="success.main">
              {summary.shippingAmount === 0 ? CART_TEXTS.freeShippingReached : CART_TEXTS.freeShippingNote}
            </Typography>
            {isGuest ? (
              <>
                <Alert severity="info">{CART_TEXTS.guestBanner}</Alert>
                <Stack direction="row" spacing={1}>
                  <Button fullWidth variant="outlined" onClick={goSignIn}>
                    {CART_TEXTS.signIn}
                  </Button>
                  <Button fullWidth variant="contained" onClick={goCheckout}>
                    {CART_TEXTS.asGuest}
                  </Button>
                </Stack>
              </>
            ) : (
              <Button fullWidth variant="contained" size="large" onClick={goCheckout}>
                {CART_TEXTS.checkout}
              </Button>
            )}
            <Button fullWidth onClick={closeDrawer}>
              {CART_TEXTS.continueShopping}
            </Button>
          </Stack>
        </>
      )}

      <Dialog open={confirmClear} onClose={() => setConfirmClear(false)} aria-labelledby="clear-cart-title">
        <DialogTitle id="clear-cart-title">{CART_TEXTS.clearConfirmTitle}</DialogTitle>
        <DialogContent>
          <Typography>{CART_TEXTS.clearConfirmText}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmClear(false)}>{CART_TEXTS.cancel}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirmClear(false);
              void cart.clear();
            }}
          >
            {CART_TEXTS.clearConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Drawer>
  );
}
