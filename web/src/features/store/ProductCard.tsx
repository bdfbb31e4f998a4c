import { formatGTQ } from '@gym/domain';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router';
import type { ProductCardFieldsFragment } from './store.public.generated';
import { useCartAdd } from '../cart/cart-context';
import { STORE_TEXTS } from './texts';

export function StockChip({
  product,
}: {
  product: Pick<ProductCardFieldsFragment, 'inStock' | 'lowStock' | 'stockQuantity'>;
}) {
  if (!product.inStock) return <Chip size="small" color="default" label={STORE_TEXTS.outOfStock} />;
  if (product.lowStock)
    return <Chip size="small" color="warning" label={STORE_TEXTS.lowStock(product.stockQuantity)} />;
  return <Chip size="small" color="success" variant="outlined" label={STORE_TEXTS.inStock} />;
}

/**
 * The options of a product (flavour, size) chosen from its card: each option's values as chips,
 * the first one chosen, so Enter adds straight away.
 */
function OptionPicker({
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
          {product.variants.map((variant) => (
            <Box key={variant.name} role="group" aria-label={STORE_TEXTS.chooseOption(variant.name)} sx={{ mb: 1.5 }}>
              <Typography variant="subtitle2" sx={{ textTransform: 'capitalize', mb: 0.5 }}>
                {variant.name}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {variant.values.map((value) => (
                  <Chip
                    key={value}
                    label={value}
                    clickable
                    color={options[variant.name] === value ? 'primary' : 'default'}
                    variant={options[variant.name] === value ? 'filled' : 'outlined'}
                    aria-pressed={options[variant.name] === value}
                    onClick={() => setOptions((previous) => ({ ...previous, [variant.name]: value }))}
                  />
                ))}
              </Stack>
            </Box>
          ))}
          <Typography variant="h6" component="p">
            {formatGTQ(product.price)}
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

/**
 * `priority`: the card is in the first row a visitor sees, so its picture is the page's largest
 * paint: fetched at once and first, not lazily.
 */
/**
 * Memoised: the store renders its cards in steps (useStagedReveal), and a card already on screen
 * keeps its product object (Apollo's cache), so a later step does not render it again.
 */
export const ProductCard = memo(function ProductCard({
  product,
  priority = false,
}: {
  product: ProductCardFieldsFragment;
  priority?: boolean;
}) {
  const add = useCartAdd();
  const [picking, setPicking] = useState(false);
  const needsOptions = product.variants.length > 0;
  const line = {
    id: product.id,
    name: product.name,
    price: product.price,
    image: product.primaryImage?.imageUrl ?? null,
  };
  return (
    <Card
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      component="article"
      aria-label={product.name}
    >
      <CardActionArea
        component={RouterLink}
        to={`/store/product/${product.id}`}
        aria-label={STORE_TEXTS.viewProduct(product.name)}
      >
        {product.primaryImage ? (
          <CardMedia
            component="img"
            height="180"
            image={product.primaryImage.imageUrl}
            alt={product.primaryImage.altText ?? product.name}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            sx={{ height: 180, objectFit: 'contain', bgcolor: 'action.hover' }}
          />
        ) : (
          <Box sx={{ height: 180, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
            <ImageOutlined color="disabled" />
          </Box>
        )}
      </CardActionArea>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {[product.brand?.name, product.category?.name].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {product.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mt: 0.5 }}>
          <Typography variant="h6" component="p">
            {formatGTQ(product.price)}
          </Typography>
          {product.discountPercentage > 0 && product.originalPrice ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
                {formatGTQ(product.originalPrice)}
              </Typography>
              <Chip size="small" color="error" label={STORE_TEXTS.discount(product.discountPercentage)} />
            </>
          ) : null}
        </Stack>
        <Box sx={{ mt: 1 }}>
          <StockChip product={product} />
        </Box>
      </CardContent>
      <CardActions>
        <Button
          fullWidth
          variant="contained"
          startIcon={<AddShoppingCart />}
          disabled={!product.inStock}
          aria-label={`${STORE_TEXTS.addToCart}: ${product.name}`}
          aria-haspopup={needsOptions ? 'dialog' : undefined}
          onClick={() => {
            // A product with options (flavour, size) asks which one first.
            if (needsOptions) setPicking(true);
            else void add(line);
          }}
        >
          {STORE_TEXTS.addToCart}
        </Button>
      </CardActions>
      {picking && (
        <OptionPicker
          product={product}
          onClose={() => setPicking(false)}
          onAdd={(options) => {
            setPicking(false);
            void add(line, 1, options);
          }}
        />
      )}
    </Card>
  );
});
