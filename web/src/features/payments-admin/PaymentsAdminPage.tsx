import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatGTQ } from '@gym/domain';
import { useSearchParams } from 'react-router';
import { CardTab } from './components/CardTab';
import { OnlineCardTab } from './components/OnlineCardTab';
import { CashTab } from './components/CashTab';
import { HistoryTab } from './components/HistoryTab';
import { TransferQueueTab } from './components/TransferQueueTab';
import { usePaymentsAdminFiguresQuery, type PaymentsAdminFiguresQuery } from './payments-admin.generated';
import { PAYMENTS_ADMIN_TEXTS as T } from './texts';

const TABS = ['transfers', 'cash', 'card', 'online', 'history'] as const;
type TabKey = (typeof TABS)[number];

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Card variant="outlined" sx={{ p: 1.5, flex: '1 1 180px' }} role="group" aria-label={label}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {detail}
      </Typography>
    </Card>
  );
}

function Figures({ data }: { data: PaymentsAdminFiguresQuery | undefined }) {
  const money = data?.financialDashboard;
  const pending = data?.pendingPaymentsDashboard;
  const urgent = pending ? pending.transfers.urgent + pending.cash.urgent + pending.card.urgent : 0;
  // Until the figures arrive a dash, never a Q 0.00 that reads as a fact.
  const amount = (value: number | undefined) => (value === undefined ? '—' : formatGTQ(value));
  return (
    <Box component="section" aria-label={T.figures} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <Figure
        label={T.incomeToday}
        value={amount(money?.today.income)}
        detail={T.paymentsCount(money?.today.count ?? 0)}
      />
      <Figure
        label={T.incomeMonth}
        value={amount(money?.month.income)}
        detail={T.paymentsCount(money?.month.count ?? 0)}
      />
      <Figure
        label={T.pendingAll}
        value={amount(money?.pending.amount)}
        detail={`${T.paymentsCount(money?.pending.count ?? 0)} · ${T.urgentCount(urgent)}`}
      />
    </Box>
  );
}

/** /dashboard/payments: the staff's payment desk (figures, three queues and the history). */
export default function PaymentsAdminPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabKey = (TABS as readonly string[]).includes(requested ?? '') ? (requested as TabKey) : 'transfers';
  const figures = usePaymentsAdminFiguresQuery({ fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const pending = figures.data?.pendingPaymentsDashboard;
  const refreshFigures = () => void figures.refetch();

  return (
    <Stack spacing={2} sx={{ width: '100%', minWidth: 0 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {T.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {T.subtitle}
        </Typography>
      </Box>
      <Figures data={figures.data} />
      <Card sx={{ p: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabKey) => setParams({ tab: value }, { replace: true })}
          aria-label={T.tabs}
          variant="scrollable"
          sx={{ mb: 2 }}
        >
          <Tab value="transfers" label={T.tabCount(T.tabTransfers, pending?.transfers.count)} />
          <Tab value="cash" label={T.tabCount(T.tabCash, pending?.cash.count)} />
          <Tab value="card" label={T.tabCount(T.tabCard, pending?.card.count)} />
          <Tab value="online" label={T.tabOnline} />
          <Tab value="history" label={T.tabHistory} />
        </Tabs>
        {tab === 'transfers' && <TransferQueueTab onSettled={refreshFigures} />}
        {tab === 'cash' && <CashTab onSettled={refreshFigures} />}
        {tab === 'card' && <CardTab onSettled={refreshFigures} />}
        {tab === 'online' && <OnlineCardTab onRefunded={refreshFigures} />}
        {tab === 'history' && <HistoryTab />}
      </Card>
    </Stack>
  );
}
