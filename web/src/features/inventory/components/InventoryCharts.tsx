import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { formatGTQ } from '@gym/domain';
import type { InventoryStatsQuery } from '../inventory.generated';
import { INVENTORY_TEXTS as T } from '../texts';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="figure" aria-label={title} sx={{ m: 0, flex: '1 1 320px', minWidth: 0 }}>
      <Typography variant="subtitle2" component="figcaption">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Loaded lazily by the inventory's stats tab, so the charts library never reaches other screens. */
export default function InventoryCharts({ stats }: { stats: InventoryStatsQuery }) {
  const categories = stats.categoryStats.categories;
  const brands = stats.brandStats.topBrands;
  const empty = (
    <Typography variant="body2" color="text.secondary" sx={{ py: 4 }}>
      {T.charts.empty}
    </Typography>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Panel title={T.charts.unitsByCategory}>
        {categories.length === 0 ? (
          empty
        ) : (
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: categories.map((c) => c.name) }]}
            series={[{ data: categories.map((c) => c.totalUnits), label: T.charts.units }]}
          />
        )}
      </Panel>
      <Panel title={T.charts.valueByCategory}>
        {categories.every((c) => c.totalValue === 0) ? (
          empty
        ) : (
          <PieChart
            height={260}
            series={[
              {
                data: categories.map((c) => ({ id: c.id, value: c.totalValue, label: c.name })),
                valueFormatter: (item) => formatGTQ(item.value),
                innerRadius: 50,
              },
            ]}
          />
        )}
      </Panel>
      <Panel title={T.charts.topBrands}>
        {brands.length === 0 ? (
          empty
        ) : (
          <BarChart
            height={260}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: brands.map((b) => b.name), width: 110 }]}
            series={[{ data: brands.map((b) => b.productCount), label: T.charts.products }]}
          />
        )}
      </Panel>
    </Box>
  );
}
