import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { formatGTQ } from '@gym/domain';
import { useInventoryLowStockQuery, useInventoryStatsQuery } from '../inventory.generated';
import { INVENTORY_TEXTS as T } from '../texts';

function Figure({ label, value, tone }: { label: string; value: string | number; tone?: 'warning' | 'error' }) {
  return (
    <Box sx={{ minWidth: 100 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h6" component="p" aria-label={label} color={tone ? `${tone}.main` : undefined}>
        {value}
      </Typography>
    </Box>
  );
}

/** The store's figures (zeros when the api fails, spec §8) and the products at or under their minimum. */
export function InventoryFigures({ onShowLowStock }: { onShowLowStock: () => void }) {
  const { data } = useInventoryStatsQuery({ fetchPolicy: 'cache-and-network' });
  const low = useInventoryLowStockQuery({ fetchPolicy: 'cache-and-network' });
  const stats = data?.productStats;
  const lowProducts = low.data?.managementProducts.products ?? [];
  const lowTotal = low.data?.managementProducts.pagination.total ?? 0;
  return (
    <>
      <Card component="section" aria-label={T.figuresLabel} sx={{ px: 2, py: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
          <Figure label={T.figures.products} value={stats?.totalProducts ?? '—'} />
          <Figure label={T.figures.active} value={stats?.activeProducts ?? '—'} />
          <Figure
            label={T.figures.lowStock}
            value={stats?.lowStockProducts ?? '—'}
            tone={stats?.lowStockProducts ? 'warning' : undefined}
          />
          <Figure
            label={T.figures.outOfStock}
            value={stats?.outOfStockProducts ?? '—'}
            tone={stats?.outOfStockProducts ? 'error' : undefined}
          />
          <Figure label={T.figures.units} value={stats?.totalUnits ?? '—'} />
          <Figure label={T.figures.value} value={stats ? formatGTQ(stats.totalValue) : '—'} />
        </Box>
      </Card>
      {lowTotal > 0 && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onShowLowStock}>
              {T.lowStock.showAll}
            </Button>
          }
        >
          <AlertTitle>{T.lowStock.title(lowTotal)}</AlertTitle>
          {lowProducts
            .map((product) => T.lowStock.item(product.name, product.stockQuantity, product.minStock))
            .join(' · ')}
        </Alert>
      )}
    </>
  );
}
