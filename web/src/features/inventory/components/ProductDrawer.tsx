import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { formatGTQ } from '@gym/domain';
import { apiErrorInfo } from '../../../shared/api-error';
import { inGymTime } from '../../../shared/dayjs';
import {
  useInventoryProductMovementsQuery,
  useInventoryProductQuery,
  type InventoryProductDetailFragment,
} from '../inventory.generated';
import { INVENTORY_TEXTS as T } from '../texts';
import { ProductStatusChips } from './ProductCells';

export type ProductAction = 'edit' | 'stock' | 'duplicate' | 'delete';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 120, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

function Movements({ productId }: { productId: string }) {
  const [page, setPage] = useState(1);
  const { data, loading, fetchMore } = useInventoryProductMovementsQuery({
    variables: { id: productId, page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const movements = data?.managementProduct.movements;
  if (!movements && loading) return <Skeleton height={80} />;
  if (!movements || movements.movements.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {T.drawer.noMovements}
      </Typography>
    );
  return (
    <>
      <List dense disablePadding aria-label={T.drawer.movements}>
        {movements.movements.map((movement) => (
          <ListItem key={movement.id} disableGutters divider>
            <ListItemText
              primary={`${T.drawer.kinds[movement.kind] ?? movement.kind}: ${T.drawer.movementLine(movement.stockBefore, movement.stockAfter)} · ${movement.reason}`}
              secondary={`${T.drawer.by(movement.actor?.name ?? T.drawer.system)} · ${inGymTime(movement.createdAt).format('DD/MM/YYYY HH:mm')}`}
            />
          </ListItem>
        ))}
      </List>
      {movements.pagination.page < movements.pagination.pages && (
        <Button
          size="small"
          onClick={() => {
            const next = page + 1;
            setPage(next);
            void fetchMore({
              variables: { page: next },
              updateQuery: (previous, { fetchMoreResult }) => ({
                managementProduct: {
                  ...fetchMoreResult.managementProduct,
                  movements: {
                    ...fetchMoreResult.managementProduct.movements,
                    movements: [
                      ...previous.managementProduct.movements.movements,
                      ...fetchMoreResult.managementProduct.movements.movements,
                    ],
                  },
                },
              }),
            });
          }}
        >
          {T.drawer.moreMovements}
        </Button>
      )}
    </>
  );
}

interface Props {
  id: string;
  onClose: () => void;
  onAction: (action: ProductAction, product: InventoryProductDetailFragment) => void;
}

/** A product at a glance: figures, images and its stock movements (who, why, before, after). */
export function ProductDrawer({ id, onClose, onAction }: Props) {
  const { data, error } = useInventoryProductQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const product = data?.managementProduct;
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 460 }, p: 2 }, role: 'dialog', 'aria-label': T.drawer.label },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {T.drawer.label}
        </Typography>
        <IconButton onClick={onClose} aria-label={T.drawer.close}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {error && <Alert severity="error">{apiErrorInfo(error).message ?? T.drawer.loadError}</Alert>}
      {!product && !error && <Skeleton height={200} />}
      {product && (
        <Box>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {product.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {product.sku}
          </Typography>
          <Box sx={{ my: 1 }}>
            <ProductStatusChips product={product} />
          </Box>
          <Line label={T.drawer.price}>{formatGTQ(product.price)}</Line>
          <Line label={T.drawer.stock}>{product.stockQuantity}</Line>
          <Line label={T.drawer.minStock}>{product.minStock}</Line>
          <Line label={T.drawer.category}>{product.category?.name ?? '—'}</Line>
          <Line label={T.drawer.brand}>{product.brand?.name ?? '—'}</Line>
          <Stack direction="row" spacing={1} sx={{ my: 1.5, flexWrap: 'wrap' }}>
            <Button size="small" variant="contained" onClick={() => onAction('edit', product)}>
              {T.drawer.edit}
            </Button>
            <Button size="small" variant="outlined" onClick={() => onAction('stock', product)}>
              {T.drawer.adjust}
            </Button>
            <Button size="small" onClick={() => onAction('duplicate', product)}>
              {T.drawer.duplicate}
            </Button>
            <Button size="small" color="error" onClick={() => onAction('delete', product)}>
              {T.drawer.delete}
            </Button>
          </Stack>
          {product.images.length > 0 && (
            <>
              <Typography variant="subtitle2">{T.drawer.images}</Typography>
              <Stack direction="row" spacing={1} sx={{ my: 1, overflowX: 'auto' }}>
                {product.images.map((image) => (
                  <Box
                    key={image.id}
                    component="img"
                    src={image.imageUrl}
                    alt={image.altText ?? product.name}
                    sx={{
                      width: 72,
                      height: 72,
                      objectFit: 'cover',
                      borderRadius: 1,
                      border: 2,
                      borderColor: image.isPrimary ? 'primary.main' : 'transparent',
                    }}
                  />
                ))}
              </Stack>
            </>
          )}
          <Divider sx={{ my: 1 }} />
          <Typography variant="subtitle2">{T.drawer.movements}</Typography>
          <Movements productId={product.id} />
        </Box>
      )}
    </Drawer>
  );
}
