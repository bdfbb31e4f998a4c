import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { REPORT_TYPES, reportRange, type ReportPeriod, type ReportType } from '@gym/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { inGymTime } from '../../shared/dayjs';
import { ExportMenu } from './components/ExportMenu';
import { FinancialReportView } from './components/FinancialReportView';
import { MembershipReportView, PerformanceReportView, UserReportView } from './components/OtherReportViews';
import { PeriodPicker, rangeOf, type PeriodValue } from './components/PeriodPicker';
import { VisitsByTimeView } from './components/VisitsByTimeView';
import {
  useFinancialReportQuery,
  useMembershipReportQuery,
  usePerformanceReportQuery,
  useUserReportQuery,
  useVisitsByTimeQuery,
} from './reports.generated';
import { REPORTS_TEXTS as T } from './texts';
import { useReportLoader } from './useReportLoader';

const day = (iso: string) => inGymTime(`${iso}T12:00:00-06:00`).format('DD/MM/YYYY');

function Loading({ loading, error, children }: { loading: boolean; error: unknown; children: ReactNode }) {
  if (loading)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} />
        <span>{T.loading}</span>
      </Stack>
    );
  if (error) return <Alert severity="error">{T.failed}</Alert>;
  return <>{children}</>;
}

function RangeLine({ startDate, endDate }: { startDate: string; endDate: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {T.range(day(startDate), day(endDate))}
    </Typography>
  );
}

function FinancialTab({ period }: { period: PeriodValue }) {
  const range = rangeOf(period);
  const { data, loading, error } = useFinancialReportQuery({ variables: { range } });
  const report = data?.financialReport;
  return (
    <Loading loading={loading && !report} error={error}>
      {report && (
        <Stack spacing={1.5}>
          <RangeLine startDate={report.startDate} endDate={report.endDate} />
          <FinancialReportView report={report} range={range} />
        </Stack>
      )}
    </Loading>
  );
}

function PerformanceTab({ period }: { period: PeriodValue }) {
  const { data, loading, error } = usePerformanceReportQuery({ variables: { range: rangeOf(period) } });
  const report = data?.performanceReport;
  return (
    <Loading loading={loading && !report} error={error}>
      {report && (
        <Stack spacing={1.5}>
          <RangeLine startDate={report.startDate} endDate={report.endDate} />
          <PerformanceReportView report={report} />
        </Stack>
      )}
    </Loading>
  );
}

/** Attendance by hour and weekday over the same period as the performance figures. */
function AttendanceSection({ period }: { period: PeriodValue }) {
  const range = rangeOf(period);
  const variables = reportRange(range.period as ReportPeriod, range);
  const { data, loading, error } = useVisitsByTimeQuery({ variables });
  const report = data?.visitsByTime;
  return (
    <Loading loading={loading && !report} error={error}>
      {report && <VisitsByTimeView data={report} />}
    </Loading>
  );
}

function UsersTab() {
  const { data, loading, error } = useUserReportQuery();
  return (
    <Loading loading={loading && !data} error={error}>
      {data && <UserReportView report={data.userReport} />}
    </Loading>
  );
}

function MembershipsTab() {
  const { data, loading, error } = useMembershipReportQuery();
  return (
    <Loading loading={loading && !data} error={error}>
      {data && <MembershipReportView report={data.membershipReport} />}
    </Loading>
  );
}

const isReportType = (value: string | null): value is ReportType =>
  (REPORT_TYPES as readonly string[]).includes(value ?? '');

/** /dashboard/reports: the four reports, the period picker, figures, charts and details. */
export default function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const tab: ReportType = isReportType(params.get('tab')) ? (params.get('tab') as ReportType) : 'financial';
  const [period, setPeriod] = useState<PeriodValue>({ period: 'month', startDate: '', endDate: '' });
  const periodic = tab === 'financial' || tab === 'performance';
  const range = useMemo(() => (periodic ? rangeOf(period) : {}), [periodic, period]);
  const loadReport = useReportLoader(tab, range);
  return (
    <Stack spacing={2}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {T.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {T.subtitle}
          </Typography>
        </Box>
        <ExportMenu reportType={tab} range={range} loadReport={loadReport} />
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, next: ReportType) => setParams({ tab: next }, { replace: true })}
        aria-label={T.title}
        variant="scrollable"
      >
        {REPORT_TYPES.map((type) => (
          <Tab key={type} value={type} label={T.tabs[type]} />
        ))}
      </Tabs>
      {periodic && <PeriodPicker value={period} onChange={setPeriod} />}
      {tab === 'financial' && <FinancialTab period={period} />}
      {tab === 'users' && <UsersTab />}
      {tab === 'memberships' && <MembershipsTab />}
      {tab === 'performance' && <PerformanceTab period={period} />}
      {tab === 'performance' && <AttendanceSection period={period} />}
    </Stack>
  );
}
