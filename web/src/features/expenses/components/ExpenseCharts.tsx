import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { formatGTQ } from '@gym/domain';
import type { ExpenseFiguresQuery } from '../expenses.generated';
import { EXPENSES_TEXTS as T } from '../texts';

interface Props {
  breakdown: ExpenseFiguresQuery['expenseBreakdown'];
  vendors: ExpenseFiguresQuery['expenseTopVendors'];
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="figure" aria-label={title} sx={{ m: 0, flex: '1 1 300px', minWidth: 0 }}>
      <Typography variant="subtitle2" component="figcaption">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Loaded lazily by the expenses page, so the charts library never reaches other screens. */
export default function ExpenseCharts({ breakdown, vendors }: Props) {
  const empty = (
    <Typography variant="body2" color="text.secondary" sx={{ py: 4 }}>
      {T.charts.empty}
    </Typography>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Panel title={T.charts.byCategory}>
        {breakdown.length === 0 ? (
          empty
        ) : (
          <PieChart
            height={220}
            series={[
              {
                data: breakdown.map((c, index) => ({ id: index, value: c.amount, label: c.label })),
                valueFormatter: (item) => formatGTQ(item.value),
                innerRadius: 40,
              },
            ]}
          />
        )}
      </Panel>
      <Panel title={T.charts.topVendors}>
        {vendors.length === 0 ? (
          empty
        ) : (
          <BarChart
            height={220}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: vendors.map((v) => v.vendor), width: 110 }]}
            series={[
              { data: vendors.map((v) => v.amount), label: T.charts.amount, valueFormatter: (v) => formatGTQ(v) },
            ]}
          />
        )}
      </Panel>
    </Box>
  );
}
