import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { formatGTQ, formatNumber as number, formatPercent } from '@gym/domain';
import type { MembershipReportQuery, PerformanceReportQuery, UserReportQuery } from '../reports.generated';
import { REPORTS_TEXTS as T } from '../texts';
import { Figure } from './Figure';
import { COUNT_AXIS, countBarLabel, countValue } from './chart-format';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined" sx={{ p: 1.5, flex: '1 1 320px', minWidth: 0 }} component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

const Empty = () => (
  <Typography variant="body2" color="text.secondary">
    {T.noData}
  </Typography>
);

export function UserReportView({ report }: { report: UserReportQuery['userReport'] }) {
  const roles = report.roleDistribution.filter((line) => line.count > 0);
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Figure label={T.users.total} value={number(report.totalUsers)} />
        <Figure label={T.users.active} value={number(report.activeUsers)} />
        <Figure label={T.users.newThisMonth} value={number(report.newUsersThisMonth)} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Section title={T.users.byRole}>
          {roles.length === 0 ? (
            <Empty />
          ) : (
            <PieChart
              height={220}
              series={[{ data: roles.map((line, id) => ({ id, label: line.label, value: line.count })) }]}
            />
          )}
        </Section>
        <Section title={T.users.growth}>
          {report.userGrowth.length === 0 ? (
            <Empty />
          ) : (
            <BarChart
              height={220}
              xAxis={[{ scaleType: 'band', data: report.userGrowth.map((line) => line.label) }]}
              yAxis={[COUNT_AXIS]}
              series={[
                {
                  data: report.userGrowth.map((line) => line.count),
                  label: T.users.newPerMonth,
                  valueFormatter: countValue,
                  barLabel: countBarLabel,
                },
              ]}
            />
          )}
        </Section>
      </Box>
    </Stack>
  );
}

export function MembershipReportView({ report }: { report: MembershipReportQuery['membershipReport'] }) {
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Figure label={T.memberships.total} value={number(report.totalMemberships)} />
        <Figure label={T.memberships.active} value={number(report.activeMemberships)} />
        <Figure label={T.memberships.expired} value={number(report.expiredMemberships)} />
        <Figure label={T.memberships.expiringSoon} value={number(report.expiringSoon)} />
        <Figure label={T.memberships.renewalRate} value={formatPercent(report.renewalRate)} />
      </Box>
      <Section title={T.memberships.byPlan}>
        {report.byPlan.length === 0 ? (
          <Empty />
        ) : (
          <BarChart
            height={240}
            xAxis={[{ scaleType: 'band', data: report.byPlan.map((line) => line.label) }]}
            yAxis={[COUNT_AXIS]}
            series={[
              {
                data: report.byPlan.map((line) => line.count),
                label: T.memberships.total,
                valueFormatter: countValue,
                barLabel: countBarLabel,
              },
            ]}
          />
        )}
      </Section>
    </Stack>
  );
}

type Kpi = PerformanceReportQuery['performanceReport']['kpis'][number];

const kpiValue = (kpi: Kpi) =>
  kpi.unit === 'percent'
    ? formatPercent(kpi.value)
    : kpi.unit === 'money'
      ? formatGTQ(kpi.value)
      : kpi.unit === 'rating'
        ? `${number(kpi.value)} / 5`
        : number(kpi.value);

const TONES = { good: 'success', warning: 'warning', bad: 'error' } as const;

export function PerformanceReportView({ report }: { report: PerformanceReportQuery['performanceReport'] }) {
  if (report.kpis.length === 0) return <Alert severity="warning">{T.performance.empty}</Alert>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {report.kpis.map((kpi) => (
        <Figure
          key={kpi.name}
          label={kpi.name}
          value={kpiValue(kpi)}
          detail={
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              {kpi.placeholder ? (
                <Chip size="small" variant="outlined" label={T.performance.placeholder} />
              ) : (
                <Chip
                  size="small"
                  variant="outlined"
                  color={TONES[kpi.status as keyof typeof TONES] ?? 'default'}
                  label={T.performance.status[kpi.status as keyof typeof T.performance.status] ?? kpi.status}
                />
              )}
              <span>
                {kpi.change === null || kpi.change === undefined
                  ? T.performance.noChange
                  : T.performance.change(kpi.change)}
              </span>
            </Stack>
          }
        />
      ))}
    </Box>
  );
}
