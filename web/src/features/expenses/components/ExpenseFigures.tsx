import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { businessDate, formatGTQ, monthStart } from '@gym/domain';
import { useExpenseFiguresQuery } from '../expenses.generated';
import { EXPENSES_TEXTS as T } from '../texts';

const ExpenseCharts = lazy(() => import('./ExpenseCharts'));

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Box sx={{ minWidth: 110 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h6" component="p" aria-label={label}>
        {value}
      </Typography>
    </Box>
  );
}

/** This month's figures (approved and paid count, spec §4) with the category and vendor charts. */
export function ExpenseFigures() {
  const today = businessDate();
  const { data } = useExpenseFiguresQuery({
    variables: { period: { startDate: monthStart(today), endDate: today } },
    fetchPolicy: 'cache-and-network',
  });
  const summary = data?.expenseSummary;
  return (
    <Card component="section" aria-label={T.figuresLabel} sx={{ px: 2, py: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, mb: 1 }}>
        <Figure label={T.figures.monthTotal} value={summary ? formatGTQ(summary.totalAmount) : '—'} />
        <Figure label={T.figures.monthCount} value={summary?.totalExpenses ?? '—'} />
        <Figure label={T.figures.average} value={summary ? formatGTQ(summary.averageAmount) : '—'} />
        <Figure
          label={T.figures.pending}
          value={summary ? `${summary.pendingApproval.count} · ${formatGTQ(summary.pendingApproval.amount)}` : '—'}
        />
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {T.figures.countsNote}
      </Typography>
      {data && (
        <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
          <ExpenseCharts breakdown={data.expenseBreakdown} vendors={data.expenseTopVendors} />
        </Suspense>
      )}
    </Card>
  );
}
