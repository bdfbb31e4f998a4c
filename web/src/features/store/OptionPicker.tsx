import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProductCardFieldsFragment } from './store.public.generated';
import { STORE_TEXTS } from './texts';
import { VariantChoices } from './VariantChoices';
import { Money } from '../../shared/components/Money';

/**
 * The options of a product (flavour, size) chosen from its card: each option's values as chips,
 * the first one chosen, so Enter adds straight away.
 */
export default function OptionPicker({
  product,
  onClose,
  onAdd,
}: {
  product: ProductCardFieldsFragment;
  onClose: () => void;
  onAdd: (options: Record<string, string>) => void;
}) {
  const [options, setOptions] = useState<Record<string, string>>(() =>
    Object.fromEntries(product.variants.map((variant) => [variant.name, variant.values[0] ?? ''])),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={`options-${product.id}`} maxWidth="xs" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onAdd(options);
        }}
      >
        <DialogTitle id={`options-${product.id}`}>{STORE_TEXTS.pickOptions(product.name)}</DialogTitle>
        <DialogContent>
          <VariantChoices
            variants={product.variants}
            chosen={options}
            onChoose={(name, value) => setOptions((previous) => ({ ...previous, [name]: value }))}
            spacing={{ mb: 1.5 }}
          />
          <Typography variant="h6" component="p">
            <Money value={product.price} />
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button component={RouterLink} to={`/store/product/${product.id}`}>
            {STORE_TEXTS.seeDetails}
          </Button>
          <Button onClick={onClose}>{STORE_TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" autoFocus startIcon={<AddShoppingCart />}>
            {STORE_TEXTS.addToCart}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
