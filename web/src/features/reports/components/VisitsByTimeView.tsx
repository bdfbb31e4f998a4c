import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { alpha } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { VisitsByTimeQuery } from '../reports.generated';
import { REPORTS_TEXTS } from '../texts';
import { COUNT_AXIS, countBarLabel, countValue } from './chart-format';
import { Figure } from './Figure';

const T = REPORTS_TEXTS.attendance;
type VisitsByTime = VisitsByTimeQuery['visitsByTime'];

/** The hours worth a bar: from the first to the last hour anyone came (a gym is shut at night). */
export function openHours(byHour: VisitsByTime['byHour']): VisitsByTime['byHour'] {
  const first = byHour.findIndex((h) => h.visits > 0);
  if (first < 0) return [];
  const last = byHour.length - 1 - [...byHour].reverse().findIndex((h) => h.visits > 0);
  return byHour.slice(first, last + 1);
}

/** The busiest line of a list (the first one on a tie), or null when nobody came. */
function busiest<T extends { visits: number }>(lines: readonly T[]): T | null {
  return lines.reduce<T | null>((best, line) => (line.visits > (best?.visits ?? 0) ? line : best), null);
}

/** Visits of each open hour on each weekday, Monday first: the heat map's rows. */
export function weekdayHourGrid(data: VisitsByTime): { label: string; cells: { hour: number; visits: number }[] }[] {
  const hours = openHours(data.byHour);
  const visitsAt = new Map(data.byWeekdayHour.map((cell) => [`${cell.weekday}:${cell.hour}`, cell.visits]));
  return data.byWeekday.map((day) => ({
    label: day.label,
    cells: hours.map(({ hour }) => ({ hour, visits: visitsAt.get(`${day.weekday}:${hour}`) ?? 0 })),
  }));
}

/**
 * When people come, weekday by hour: each cell shaded by its share of the busiest one and its
 * count written in it, so a clerk planning shifts reads both at a glance (and a screen reader the
 * count of each cell).
 */
function WeekdayHourHeatmap({ data }: { data: VisitsByTime }) {
  const rows = weekdayHourGrid(data);
  const hours = rows[0]?.cells.map((cell) => cell.hour) ?? [];
  const most = Math.max(1, ...rows.flatMap((row) => row.cells.map((cell) => cell.visits)));
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        aria-label={T.byWeekdayHour}
        sx={{ borderCollapse: 'separate', borderSpacing: 2, fontSize: 12, fontVariantNumeric: 'tabular-nums' }}
      >
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ width: 40 }} />
            {hours.map((hour) => (
              <Box component="th" scope="col" key={hour} sx={{ fontWeight: 500, color: 'text.secondary', px: 0.5 }}>
                {String(hour).padStart(2, '0')}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 500, pr: 1 }}>
                {row.label.slice(0, 3)}
              </Box>
              {row.cells.map((cell) => (
                <Box
                  component="td"
                  key={cell.hour}
                  title={T.cellTitle(row.label, T.hour(cell.hour), cell.visits)}
                  sx={(theme) => ({
                    minWidth: 28,
                    height: 24,
                    textAlign: 'center',
                    borderRadius: 0.5,
                    bgcolor:
                      cell.visits === 0
                        ? theme.palette.action.hover
                        : alpha(theme.palette.primary.main, 0.15 + 0.85 * (cell.visits / most)),
                    color: cell.visits / most > 0.55 ? theme.palette.primary.contrastText : theme.palette.text.primary,
                  })}
                >
                  {cell.visits === 0 ? '' : countValue(cell.visits)}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/**
 * The admin's attendance over a period: the busiest hour and weekday as figures a person reads at
 * a glance, a bar per hour (Guatemala time) and per weekday, Monday first, and the heat map of both.
 */
export function VisitsByTimeView({ data }: { data: VisitsByTime }) {
  const hours = openHours(data.byHour);
  const total = data.byWeekday.reduce((sum, day) => sum + day.visits, 0);
  const topHour = busiest(data.byHour);
  const topDay = busiest(data.byWeekday);
  return (
    <Stack spacing={1.5} component="section" aria-label={T.title}>
      <Typography variant="h6" component="h2">
        {T.title}
      </Typography>
      {total === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.none}
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Figure label={T.total} value={countValue(total)} />
            {topHour && (
              <Figure label={T.busiestHour} value={T.hour(topHour.hour)} detail={T.visitCount(topHour.visits)} />
            )}
            {topDay && <Figure label={T.busiestDay} value={topDay.label} detail={T.visitCount(topDay.visits)} />}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Card
              variant="outlined"
              sx={{ p: 1.5, flex: '2 1 420px', minWidth: 0 }}
              component="section"
              aria-label={T.byHour}
            >
              <Typography variant="subtitle2" component="h3" gutterBottom>
                {T.byHour}
              </Typography>
              <BarChart
                height={240}
                xAxis={[{ scaleType: 'band', data: hours.map((h) => T.hour(h.hour)) }]}
                yAxis={[COUNT_AXIS]}
                series={[
                  {
                    data: hours.map((h) => h.visits),
                    label: T.visits,
                    valueFormatter: countValue,
                    barLabel: countBarLabel,
                  },
                ]}
                hideLegend
              />
            </Card>
            <Card
              variant="outlined"
              sx={{ p: 1.5, flex: '1 1 320px', minWidth: 0 }}
              component="section"
              aria-label={T.byWeekday}
            >
              <Typography variant="subtitle2" component="h3" gutterBottom>
                {T.byWeekday}
              </Typography>
              <BarChart
                height={240}
                // Seven days always fit: every one is named.
                xAxis={[
                  {
                    scaleType: 'band',
                    data: data.byWeekday.map((d) => d.label.slice(0, 3)),
                    tickLabelInterval: () => true,
                  },
                ]}
                yAxis={[COUNT_AXIS]}
                series={[
                  {
                    data: data.byWeekday.map((d) => d.visits),
                    label: T.visits,
                    valueFormatter: countValue,
                    barLabel: countBarLabel,
                  },
                ]}
                hideLegend
              />
            </Card>
          </Box>
          <Card variant="outlined" sx={{ p: 1.5, minWidth: 0 }} component="section" aria-label={T.byWeekdayHour}>
            <Typography variant="subtitle2" component="h3" gutterBottom>
              {T.byWeekdayHour}
            </Typography>
            <WeekdayHourHeatmap data={data} />
          </Card>
        </>
      )}
    </Stack>
  );
}
