import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import type { InventoryProductRowFragment } from '../inventory.generated';
import { INVENTORY_TEXTS as T } from '../texts';

export function ProductThumb({ product }: { product: InventoryProductRowFragment }) {
  const image = product.primaryImage;
  if (!image)
    return (
      <Box
        sx={{ width: 36, height: 36, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', borderRadius: 1 }}
      >
        <ImageOutlined fontSize="small" color="disabled" />
      </Box>
    );
  return (
    <Box
      component="img"
      src={image.imageUrl}
      alt={image.altText ?? product.name}
      loading="lazy"
      sx={{ width: 36, height: 36, objectFit: 'cover', borderRadius: 1, display: 'block', mt: 0.5 }}
    />
  );
}

/** The figure, coloured when at or under the minimum, and a button that opens the stock dialog. */
export function StockCell({
  product,
  onAdjust,
}: {
  product: InventoryProductRowFragment;
  onAdjust: (row: InventoryProductRowFragment) => void;
}) {
  const colour = product.stockQuantity === 0 ? 'error.main' : product.lowStock ? 'warning.main' : 'text.primary';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'flex-end', height: '100%' }}>
      <Box component="span" sx={{ color: colour, fontWeight: product.lowStock ? 600 : 400 }}>
        {product.stockQuantity}
      </Box>
      <Tooltip title={T.adjustStock(product.name)}>
        <IconButton
          size="small"
          aria-label={T.adjustStock(product.name)}
          onClick={(event) => {
            event.stopPropagation();
            onAdjust(product);
          }}
        >
          <Inventory2Outlined fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

export function ProductStatusChips({ product }: { product: InventoryProductRowFragment }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {product.archivedAt ? (
        <Chip size="small" label={T.chips.archived} />
      ) : (
        <Chip
          size="small"
          variant="outlined"
          color={product.isActive ? 'success' : 'default'}
          label={product.isActive ? T.chips.active : T.chips.inactive}
        />
      )}
      {product.stockQuantity === 0 ? (
        <Chip size="small" color="error" label={T.chips.out} />
      ) : product.lowStock ? (
        <Chip size="small" color="warning" label={T.chips.low} />
      ) : null}
    </Stack>
  );
}
