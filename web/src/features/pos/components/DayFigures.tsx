import { formatGTQ } from '@gym/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePosDayQuery } from '../pos.generated';
import { POS_TEXTS as T } from '../texts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The day's counter figures (daily report) and the seller's own (my stats). */
export function DayFigures() {
  const { data, error } = usePosDayQuery({ fetchPolicy: 'cache-and-network' });
  const day = data?.localSalesDailyReport;
  const mine = data?.myLocalSalesStats.today;
  return (
    <Box component="section" aria-label={T.dayLabel}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {T.dayLabel}
      </Typography>
      {error && !data && <Alert severity="warning">{T.dayFailed}</Alert>}
      {day && mine && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
          <Figure label={T.daySales} value={String(day.totalSales)} />
          <Figure label={T.dayAmount} value={formatGTQ(day.totalAmount)} />
          <Figure label={T.dayCash} value={formatGTQ(day.byMethod.cash.amount)} />
          <Figure label={T.dayTransfer} value={formatGTQ(day.byMethod.transfer.amount)} />
          <Figure label={T.dayItems} value={String(day.itemsSold)} />
          <Figure label={T.myToday} value={`${mine.totalSales} · ${formatGTQ(mine.totalAmount)}`} />
        </Stack>
      )}
    </Box>
  );
}
