import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { businessDate, DASHBOARD_PATHS, formatGTQ, monthStart, roundMoney } from '@gym/domain';
import { useAdminMonthMoneyQuery } from '../dashboard.generated';
import { DASHBOARD_TEXTS as T } from '../texts';

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'success.main' | 'error.main' }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h5" component="p" aria-label={label} sx={{ color: tone }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The month so far: what came in as payments, the approved and paid expenses, and the difference.
 * Each figure stands alone: one source failing shows a dash, not a wrong net.
 */
export function MonthMoneyCard() {
  const today = businessDate();
  const { data } = useAdminMonthMoneyQuery({
    variables: { period: { startDate: monthStart(today), endDate: today } },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const income = data?.financialDashboard?.month.income;
  const expenses = data?.expenseSummary?.totalAmount;
  const net = income !== undefined && expenses !== undefined ? roundMoney(income - expenses) : undefined;
  const pending = data?.expenseSummary?.pendingApproval.count ?? 0;
  const money = (value: number | undefined) => (value === undefined ? '—' : formatGTQ(value));
  return (
    <Card variant="outlined" component="section" aria-label={T.month.title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {T.month.title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 1 }}>
          <Figure label={T.month.income} value={money(income)} />
          <Figure label={T.month.expenses} value={money(expenses)} />
          <Figure
            label={T.month.net}
            value={money(net)}
            tone={net === undefined ? undefined : net >= 0 ? 'success.main' : 'error.main'}
          />
        </Box>
        {pending > 0 && (
          <Typography variant="body2" color="warning.main" sx={{ mb: 1 }}>
            {T.month.pendingExpenses(pending)}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" component={RouterLink} to={DASHBOARD_PATHS.expenses}>
            {T.month.expensesLink}
          </Button>
          <Button size="small" component={RouterLink} to={DASHBOARD_PATHS.reports}>
            {T.month.reportsLink}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
