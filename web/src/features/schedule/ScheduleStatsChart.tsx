import { BarChart } from '@mui/x-charts/BarChart';
import type { ScheduleStatsQuery } from './schedule.generated';
import { SCHEDULE_TEXTS as T } from './texts';

type Distribution = ScheduleStatsQuery['scheduleStats']['dayDistribution'];

/** Loaded lazily by the schedule page, so the charts library never reaches other screens. */
export default function ScheduleStatsChart({ distribution }: { distribution: Distribution }) {
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: distribution.map((d) => d.dayName.slice(0, 3)) }]}
      series={[
        { data: distribution.map((d) => d.slots), label: T.chartSlots },
        { data: distribution.map((d) => d.visits), label: T.chartVisits },
      ]}
    />
  );
}
