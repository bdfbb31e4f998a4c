import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { GridColDef } from '@mui/x-data-grid';
import {
  formatGTQ,
  formatPercent,
  GOOD_MARGIN_PERCENT,
  REPORT_SOURCE_METHOD_KIND,
  REPORT_SOURCE_STATUS_KIND,
  REPORT_SOURCE_TYPE_KIND,
  reportLabel,
  type FinancialReportSource,
} from '@gym/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { StaffGrid } from '../../../shared/components/StaffGrid';
import { inGymTime } from '../../../shared/dayjs';
import {
  useFinancialReportDetailsQuery,
  type FinancialReportQuery,
  type ReportDetailFieldsFragment,
  type ReportRangeInput,
} from '../reports.generated';
import { REPORTS_TEXTS as T } from '../texts';
import { Figure } from './Figure';
import { MONEY_AXIS, moneyBarLabel, moneyValue } from './chart-format';

type Report = FinancialReportQuery['financialReport'];
type SourceKey = 'memberships' | 'onlineOrders' | 'localSales' | 'expenses';
type Row = ReportDetailFieldsFragment;
type Line = Report['paymentMethods'][number];

const SOURCE_KEYS: SourceKey[] = ['memberships', 'onlineOrders', 'localSales', 'expenses'];
/** The api's name of each source (GET /api/reports/financial/{source}). */
const API_SOURCE: Record<SourceKey, FinancialReportSource> = {
  memberships: 'memberships',
  onlineOrders: 'online-orders',
  localSales: 'local-sales',
  expenses: 'expenses',
};
const PAGE_SIZES = [25, 50, 100];
const INCOME_KEYS: SourceKey[] = ['memberships', 'onlineOrders', 'localSales'];

const day = (iso: string) => inGymTime(`${iso}T12:00:00-06:00`).format('DD/MM/YYYY');

/** A source's columns: its types, payment methods and statuses read in Spanish by domain's labels for that source. */
const columnsOf = (source: FinancialReportSource): GridColDef<Row>[] => {
  const typeKind = REPORT_SOURCE_TYPE_KIND[source];
  return [
    { field: 'date', headerName: T.columns.date, width: 110, valueGetter: (value: string) => day(value) },
    { field: 'reference', headerName: T.columns.reference, width: 170 },
    { field: 'description', headerName: T.columns.description, flex: 1, minWidth: 180 },
    ...(typeKind
      ? [
          {
            field: 'type',
            headerName: T.columns.type,
            width: 190,
            valueGetter: (value: string | null) => reportLabel(typeKind, value),
          } satisfies GridColDef<Row>,
        ]
      : []),
    {
      field: 'method',
      headerName: T.columns.method,
      width: 150,
      valueGetter: (value: string | null) => reportLabel(REPORT_SOURCE_METHOD_KIND[source], value),
    },
    {
      field: 'status',
      headerName: T.columns.status,
      width: 130,
      valueGetter: (value: string | null) => reportLabel(REPORT_SOURCE_STATUS_KIND[source], value),
    },
    {
      field: 'amount',
      headerName: T.columns.amount,
      width: 130,
      type: 'number',
      valueFormatter: (value: number) => formatGTQ(value),
    },
  ];
};

/** One source's rows, a page at a time from the server: a year never loads at once. The staff's grid: in Spanish. */
function SourceDetailsGrid({
  source,
  range,
  label,
}: {
  source: FinancialReportSource;
  range: ReportRangeInput;
  label: string;
}) {
  const [model, setModel] = useState({ page: 0, pageSize: PAGE_SIZES[0]! });
  const { data, previousData, loading } = useFinancialReportDetailsQuery({
    variables: { source, range, page: model.page + 1, limit: model.pageSize },
  });
  const page = (data ?? previousData)?.financialReportDetails;
  const columns = useMemo(() => columnsOf(source), [source]);
  return (
    <StaffGrid
      label={label}
      emptyText={T.noData}
      rows={page?.rows ?? []}
      columns={columns}
      loading={loading}
      paging={{ ...model, total: page?.pagination.total ?? 0, sizes: PAGE_SIZES, onChange: setModel }}
    />
  );
}

function ChartCard({ title, children, empty }: { title: string; children: ReactNode; empty: boolean }) {
  return (
    <Card variant="outlined" sx={{ p: 1.5, flex: '1 1 320px', minWidth: 0 }} component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      {empty ? (
        <Typography variant="body2" color="text.secondary">
          {T.noData}
        </Typography>
      ) : (
        children
      )}
    </Card>
  );
}

const pieOf = (lines: { label: string; amount: number }[]) =>
  lines.filter((line) => line.amount > 0).map((line, id) => ({ id, label: line.label, value: line.amount }));

const moneyFormatter = (item: { value: number }) => formatGTQ(item.value);

/** The financial report: figures, the four charts, and each source's rows. */
export function FinancialReportView({ report, range }: { report: Report; range: ReportRangeInput }) {
  const [detail, setDetail] = useState<SourceKey>('memberships');
  const good = report.profitMargin >= GOOD_MARGIN_PERCENT;
  const unavailable = SOURCE_KEYS.filter((key) => !report[key].available);
  const income = INCOME_KEYS.map((key) => ({ label: T.sources[key], amount: report[key].total }));
  const source = report[detail];
  return (
    <Stack spacing={2}>
      {unavailable.length > 0 && (
        <Alert severity="warning">
          {T.unavailable}: {unavailable.map((key) => T.sources[key]).join(', ')}
        </Alert>
      )}
      <Box component="section" aria-label={T.tabs.financial} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Figure label={T.income} value={formatGTQ(report.totalIncome)} />
        <Figure
          label={T.expenses}
          value={formatGTQ(report.expenses.total)}
          detail={report.expenses.available ? T.count(report.expenses.count) : T.unavailableShort}
        />
        <Figure label={T.netProfit} value={formatGTQ(report.netProfit)} />
        <Figure
          label={T.margin}
          value={formatPercent(report.profitMargin)}
          detail={good ? T.marginGood : T.marginWarning}
          tone={good ? 'success' : 'warning'}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {INCOME_KEYS.map((key) => (
          <Figure
            key={key}
            label={T.sources[key]}
            value={report[key].available ? formatGTQ(report[key].total) : T.unavailableShort}
            detail={report[key].available ? T.count(report[key].count) : T.unavailable}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <ChartCard title={T.incomeComposition} empty={report.totalIncome === 0}>
          <PieChart height={220} series={[{ data: pieOf(income), valueFormatter: moneyFormatter, innerRadius: 40 }]} />
        </ChartCard>
        <ChartCard title={T.expenseComposition} empty={report.expenses.total === 0}>
          <PieChart
            height={220}
            series={[{ data: pieOf(report.expenses.breakdown), valueFormatter: moneyFormatter, innerRadius: 40 }]}
          />
        </ChartCard>
        <ChartCard title={T.incomeVsExpenses} empty={report.totalIncome === 0 && report.expenses.total === 0}>
          <BarChart
            height={220}
            xAxis={[{ scaleType: 'band', data: [T.income, T.expenses, T.netProfit] }]}
            yAxis={[MONEY_AXIS]}
            series={[
              {
                data: [report.totalIncome, report.expenses.total, report.netProfit],
                valueFormatter: moneyValue,
                barLabel: moneyBarLabel,
              },
            ]}
          />
        </ChartCard>
        <ChartCard title={T.paymentMethods} empty={report.paymentMethods.length === 0}>
          <BarChart
            height={220}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: report.paymentMethods.map((line: Line) => line.label), width: 120 }]}
            xAxis={[MONEY_AXIS]}
            series={[
              {
                data: report.paymentMethods.map((line: Line) => line.amount),
                valueFormatter: moneyValue,
                barLabel: moneyBarLabel,
              },
            ]}
          />
        </ChartCard>
      </Box>
      <Card variant="outlined" component="section" aria-label={T.details}>
        <Tabs value={detail} onChange={(_event, next: SourceKey) => setDetail(next)} variant="scrollable">
          {SOURCE_KEYS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{T.sources[key]}</span>
                  {!report[key].available && <Chip size="small" color="warning" label={T.unavailableShort} />}
                </Stack>
              }
            />
          ))}
        </Tabs>
        {source.available ? (
          <SourceDetailsGrid
            key={detail}
            source={API_SOURCE[detail]}
            range={range}
            label={`${T.details}: ${T.sources[detail]}`}
          />
        ) : (
          <Alert severity="warning" sx={{ m: 1.5 }}>
            {T.unavailable}
          </Alert>
        )}
      </Card>
    </Stack>
  );
}
