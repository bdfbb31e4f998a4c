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
import { lazy, memo, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProductCardFieldsFragment } from './store.public.generated';
import { withChunkTimeout } from '../../app/lazy-page';
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

/** The options dialog, a chunk of its own that comes with the first product that asks for it. */
const OptionPicker = lazy(withChunkTimeout(() => import('./OptionPicker')));

/**
 * `priority`: the card is in the first row a visitor sees, so its picture is the page's largest
 * paint: fetched at once and first, not lazily.
 */
/**
 * Memoised: the store renders its cards in steps (useStagedReveal), and a card already on screen
 * keeps its product object (the public client's answer), so a later step does not render it again.
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
        <Suspense fallback={null}>
          <OptionPicker
            product={product}
            onClose={() => setPicking(false)}
            onAdd={(options) => {
              setPicking(false);
              void add(line, 1, options);
            }}
          />
        </Suspense>
      )}
    </Card>
  );
});
