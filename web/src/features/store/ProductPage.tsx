import { STORE_FIELDS } from '@gym/domain';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { StoreProductDocument } from './store.public.generated';
import { usePublicQuery } from '../../platform/public-data/PublicDataProvider';
import { notify } from '../../shared/notify';
import { useCartAdd } from '../cart/cart-context';
import { stockBadge, type StockFields } from './ProductCard';
import { htmlInputLimits } from '../../shared/field-contract';
import { CATALOGUE_MAX_AGE_MS } from './catalogue-filter';
import { STORE_TEXTS } from './texts';
import { VariantChoices } from './VariantChoices';
import { Money } from '../../shared/components/Money';

/** The stock as a MUI chip, for the product's page. */
function StockChip({ product }: { product: StockFields }) {
  const { label, tone } = stockBadge(product);
  return <Chip size="small" color={tone} variant={tone === 'success' ? 'outlined' : 'filled'} label={label} />;
}

/** /store/product/:productId: gallery, price, stock, options, quantity and add to cart. */
export default function ProductPage() {
  const { productId = '' } = useParams();
  const { data, loading, error } = usePublicQuery(StoreProductDocument, {
    variables: { id: productId },
    maxAgeMs: CATALOGUE_MAX_AGE_MS,
  });
  const add = useCartAdd();
  const [imageIndex, setImageIndex] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [options, setOptions] = useState<Record<string, string>>({});
  const product = data?.product;

  if (loading && !product) {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Skeleton variant="rectangular" height={360} />
        <Skeleton width="50%" height={48} />
      </Container>
    );
  }
  if (error || !product) {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Alert severity="warning">{STORE_TEXTS.notFound}</Alert>
        <Button component={RouterLink} to="/store" startIcon={<ArrowBack />} sx={{ mt: 2 }}>
          {STORE_TEXTS.backToStore}
        </Button>
      </Container>
    );
  }

  const images = product.images.length > 0 ? product.images : product.primaryImage ? [product.primaryImage] : [];
  const current = images[imageIndex] ?? images[0];
  // At most the stock, and never more than a cart line holds.
  const maxQuantity = Math.max(1, Math.min(product.stockQuantity, STORE_FIELDS.cart.quantity.max));

  const onAdd = () => {
    const missing = product.variants.find((variant) => !options[variant.name]);
    if (missing) {
      notify.warning(STORE_TEXTS.missingOption(missing.name));
      return;
    }
    void add(
      { id: product.id, name: product.name, price: product.price, image: product.primaryImage?.imageUrl ?? null },
      quantity,
      options,
    );
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Button component={RouterLink} to="/store" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {STORE_TEXTS.backToStore}
      </Button>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          {current ? (
            <Box
              component="img"
              src={current.imageUrl}
              alt={current.altText ?? product.name}
              sx={{ width: '100%', borderRadius: 2, aspectRatio: '1', objectFit: 'cover' }}
            />
          ) : (
            <Box
              sx={{ aspectRatio: '1', display: 'grid', placeItems: 'center', bgcolor: 'action.hover', borderRadius: 2 }}
            >
              <ImageOutlined color="disabled" sx={{ fontSize: 64 }} />
            </Box>
          )}
          {images.length > 1 && (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              {images.map((image, index) => (
                <Box
                  key={image.id}
                  component="button"
                  type="button"
                  aria-label={STORE_TEXTS.image(product.name, index + 1)}
                  aria-pressed={index === imageIndex}
                  onClick={() => setImageIndex(index)}
                  sx={{
                    p: 0,
                    border: 2,
                    borderColor: index === imageIndex ? 'primary.main' : 'transparent',
                    borderRadius: 1,
                    cursor: 'pointer',
                    background: 'none',
                  }}
                >
                  <Box
                    component="img"
                    src={image.imageUrl}
                    alt=""
                    sx={{ width: 64, height: 64, objectFit: 'cover', display: 'block', borderRadius: 1 }}
                  />
                </Box>
              ))}
            </Stack>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="overline" color="text.secondary">
            {[product.brand?.name, product.category?.name].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
            {product.name}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', mb: 1 }}>
            <Typography variant="h4" component="p" color="primary">
              <Money value={product.price} />
            </Typography>
            {product.discountPercentage > 0 && product.originalPrice ? (
              <>
                <Typography color="text.secondary" sx={{ textDecoration: 'line-through' }}>
                  <Money value={product.originalPrice} />
                </Typography>
                <Chip color="error" size="small" label={STORE_TEXTS.discount(product.discountPercentage)} />
              </>
            ) : null}
          </Stack>
          <StockChip product={product} />
          {product.description && <Typography sx={{ mt: 2 }}>{product.description}</Typography>}
          <VariantChoices
            variants={product.variants}
            chosen={options}
            onChoose={(name, value) => setOptions((o) => ({ ...o, [name]: value }))}
            spacing={{ mt: 2 }}
          />
          <Stack direction="row" spacing={2} sx={{ mt: 3, alignItems: 'center' }}>
            <TextField
              label={STORE_TEXTS.quantity}
              type="number"
              size="small"
              sx={{ width: 110 }}
              value={quantity}
              onChange={(e) =>
                setQuantity(Math.min(maxQuantity, Math.max(1, Number.parseInt(e.target.value, 10) || 1)))
              }
              slotProps={{ htmlInput: { ...htmlInputLimits(STORE_FIELDS.cart.quantity), min: 1, max: maxQuantity } }}
            />
            <Button
              variant="contained"
              size="large"
              startIcon={<AddShoppingCart />}
              disabled={!product.inStock}
              onClick={onAdd}
            >
              {STORE_TEXTS.addToCart}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {STORE_TEXTS.sku(product.sku)}
            {product.deliveryTime ? ` · ${STORE_TEXTS.deliveryTime(product.deliveryTime)}` : ''}
          </Typography>
        </Grid>
      </Grid>
    </Container>
  );
}
