import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { REPORT_PERIODS, type ReportPeriod } from '@gym/domain';
import { DateField, onlyWholeDays } from '../../../shared/components/DateField';
import { REPORTS_TEXTS as T } from '../texts';

export type PeriodChoice = ReportPeriod | 'custom';

export interface PeriodValue {
  period: PeriodChoice;
  startDate: string;
  endDate: string;
}

/** The period of a report: calendar periods up to today (this month by default), the last 30 days apart, or custom dates. */
export function PeriodPicker({ value, onChange }: { value: PeriodValue; onChange: (next: PeriodValue) => void }) {
  const choices: PeriodChoice[] = [...REPORT_PERIODS, 'custom'];
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label={T.period}
        value={value.period}
        onChange={(_event, next: PeriodChoice | null) => next && onChange({ ...value, period: next })}
      >
        {choices.map((choice) => (
          <ToggleButton key={choice} value={choice}>
            {T.periods[choice]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {value.period === 'custom' && (
        <>
          <DateField
            size="small"
            label={T.startDate}
            value={value.startDate}
            onChange={onlyWholeDays((startDate) => onChange({ ...value, startDate }))}
          />
          <DateField
            size="small"
            label={T.endDate}
            value={value.endDate}
            onChange={onlyWholeDays((endDate) => onChange({ ...value, endDate }))}
          />
        </>
      )}
    </Stack>
  );
}

/** The query's range: a custom period sends its dates (the start only once given), any other just its name. */
export function rangeOf(value: PeriodValue) {
  if (value.period !== 'custom') return { period: value.period };
  return { period: 'month', startDate: value.startDate || null, endDate: value.endDate || null };
}
