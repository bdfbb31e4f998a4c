import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatPercent, SCHEDULE_FIELDS } from '@gym/domain';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  AdminScheduleDocument,
  useAdminScheduleQuery,
  useSaveGymScheduleMutation,
  type AdminScheduleQuery,
} from './schedule-admin.generated';
import { Spinner } from '../../shared/components/Loading';
import { useAdminAction } from '../../platform/useAdminAction';
import { htmlInputLimits } from '../../shared/field-contract';
import { useWarnBeforeUnload } from '../../shared/useWarnBeforeUnload';
import { toInput, validateHours, type DayDraft } from './hours';
import { SCHEDULE_ADMIN_TEXTS as T } from './texts';

const { hours: HOURS, slot: SLOT } = SCHEDULE_FIELDS;

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The editable copy of the saved week. */
function draftOf(schedule: AdminScheduleQuery['gymSchedule']): DayDraft[] {
  return schedule.map((d) => ({
    day: d.day,
    dayName: d.dayName,
    isOpen: d.isOpen,
    openTime: d.openTime ?? '',
    closeTime: d.closeTime ?? '',
    slots: d.slots.map((s) => ({
      id: s.id,
      startTime: s.startTime,
      endTime: s.endTime,
      capacity: String(s.capacity),
      label: s.label ?? '',
      reserved: s.reserved,
    })),
  }));
}

/** /dashboard/admin/schedule: the weekly hours editor and the capacity it gives. */
export default function ScheduleAdminPage() {
  const { data, loading, error } = useAdminScheduleQuery({ fetchPolicy: 'cache-and-network' });
  const [save] = useSaveGymScheduleMutation({
    refetchQueries: [AdminScheduleDocument],
    awaitRefetchQueries: true,
  });
  const { run, busy } = useAdminAction();
  const [days, setDays] = useState<DayDraft[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const saved = useMemo(() => (data ? draftOf(data.gymSchedule) : []), [data]);
  useEffect(() => setDays(saved), [saved]);
  useWarnBeforeUnload(JSON.stringify(days) !== JSON.stringify(saved));

  const changeDay = (index: number, patch: Partial<DayDraft>) =>
    setDays((list) => list.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  const changeSlot = (dayIndex: number, slotIndex: number, patch: Partial<DayDraft['slots'][number]>) =>
    setDays((list) =>
      list.map((d, i) =>
        i === dayIndex ? { ...d, slots: d.slots.map((s, j) => (j === slotIndex ? { ...s, ...patch } : s)) } : d,
      ),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateHours(days);
    setErrors(found);
    if (Object.keys(found).length) return;
    await run(() => save({ variables: { days: toInput(days) } }), T.saved, T.failed);
  };

  const metrics = data?.capacityMetrics;

  return (
    <Box>
      <Typography variant="h5" component="h1">
        {T.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {T.subtitle}
      </Typography>
      {loading && !data && <Spinner />}
      {error && !data && <Alert severity="error">{T.loadError}</Alert>}

      {metrics && (
        <Box component="section" aria-labelledby="metrics-title" sx={{ mb: 4 }}>
          <Typography id="metrics-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            {T.metricsTitle}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 6, md: 2.4 }}>
              <Metric label={T.totalCapacity} value={String(metrics.totalCapacity)} />
            </Grid>
            <Grid size={{ xs: 6, md: 2.4 }}>
              <Metric label={T.totalReservations} value={String(metrics.totalReservations)} />
            </Grid>
            <Grid size={{ xs: 6, md: 2.4 }}>
              <Metric label={T.averageOccupancy} value={formatPercent(metrics.averageOccupancy)} />
            </Grid>
            <Grid size={{ xs: 6, md: 2.4 }}>
              <Metric label={T.availableSpaces} value={String(metrics.availableSpaces)} />
            </Grid>
            <Grid size={{ xs: 12, md: 2.4 }}>
              <Metric
                label={T.busiestDay}
                value={
                  metrics.busiestDay
                    ? `${metrics.busiestDay} (${formatPercent(metrics.busiestOccupancy)})`
                    : T.noBusiestDay
                }
              />
            </Grid>
          </Grid>
          {metrics.byDay.length > 0 && (
            <Card sx={{ mt: 2 }}>
              <CardContent>
                <Typography variant="subtitle1" component="h3">
                  {T.chartTitle}
                </Typography>
                <BarChart
                  height={280}
                  xAxis={[{ scaleType: 'band', data: metrics.byDay.map((d) => d.dayName.slice(0, 3)) }]}
                  series={[
                    { data: metrics.byDay.map((d) => d.capacity), label: T.chartCapacity },
                    { data: metrics.byDay.map((d) => d.reservations), label: T.chartReservations },
                  ]}
                />
              </CardContent>
            </Card>
          )}
        </Box>
      )}

      {days.length > 0 && (
        <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="hours-title">
          <Typography id="hours-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            {T.hoursTitle}
          </Typography>
          <Stack spacing={2}>
            {days.map((day, dayIndex) => (
              <Card
                key={day.day}
                component="fieldset"
                aria-label={day.dayName}
                sx={{ m: 0, p: 0, border: 1, borderColor: 'divider' }}
              >
                <CardContent>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                    <Typography sx={{ fontWeight: 700, minWidth: 100 }}>{day.dayName}</Typography>
                    <FormControlLabel
                      control={
                        <Switch
                          checked={day.isOpen}
                          onChange={(e) => changeDay(dayIndex, { isOpen: e.target.checked })}
                        />
                      }
                      label={day.isOpen ? T.open : T.closed}
                    />
                    {day.isOpen && (
                      <Stack direction="row" spacing={1}>
                        <TextField
                          size="small"
                          label={T.openTime}
                          value={day.openTime}
                          onChange={(e) => changeDay(dayIndex, { openTime: e.target.value })}
                          error={Boolean(errors[`${day.day}.openTime`])}
                          helperText={errors[`${day.day}.openTime`]}
                          slotProps={{ htmlInput: htmlInputLimits(HOURS.openTime) }}
                          sx={{ maxWidth: 120 }}
                        />
                        <TextField
                          size="small"
                          label={T.closeTime}
                          value={day.closeTime}
                          onChange={(e) => changeDay(dayIndex, { closeTime: e.target.value })}
                          error={Boolean(errors[`${day.day}.closeTime`])}
                          helperText={errors[`${day.day}.closeTime`]}
                          slotProps={{ htmlInput: htmlInputLimits(HOURS.closeTime) }}
                          sx={{ maxWidth: 120 }}
                        />
                      </Stack>
                    )}
                  </Stack>
                  {day.isOpen && (
                    <Stack spacing={1} sx={{ mt: 2 }}>
                      {day.slots.map((slot, slotIndex) => {
                        const key = `${day.day}.${slotIndex}`;
                        return (
                          <Stack
                            key={slot.id ?? `new-${slotIndex}`}
                            direction="row"
                            spacing={1}
                            sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
                          >
                            <TextField
                              size="small"
                              label={T.start}
                              value={slot.startTime}
                              onChange={(e) => changeSlot(dayIndex, slotIndex, { startTime: e.target.value })}
                              error={Boolean(errors[`${key}.startTime`])}
                              helperText={errors[`${key}.startTime`]}
                              slotProps={{ htmlInput: htmlInputLimits(SLOT.startTime) }}
                              sx={{ width: 110 }}
                            />
                            <TextField
                              size="small"
                              label={T.end}
                              value={slot.endTime}
                              onChange={(e) => changeSlot(dayIndex, slotIndex, { endTime: e.target.value })}
                              error={Boolean(errors[`${key}.endTime`])}
                              helperText={errors[`${key}.endTime`]}
                              slotProps={{ htmlInput: htmlInputLimits(SLOT.endTime) }}
                              sx={{ width: 110 }}
                            />
                            <TextField
                              size="small"
                              label={T.capacity}
                              value={slot.capacity}
                              onChange={(e) => changeSlot(dayIndex, slotIndex, { capacity: e.target.value })}
                              error={Boolean(errors[`${key}.capacity`])}
                              helperText={errors[`${key}.capacity`] ?? T.reserved(slot.reserved)}
                              slotProps={{ htmlInput: htmlInputLimits(SLOT.capacity) }}
                              sx={{ width: 120 }}
                            />
                            <TextField
                              size="small"
                              label={T.label}
                              value={slot.label}
                              onChange={(e) => changeSlot(dayIndex, slotIndex, { label: e.target.value })}
                              error={Boolean(errors[`${key}.label`])}
                              helperText={errors[`${key}.label`]}
                              slotProps={{ htmlInput: htmlInputLimits(SLOT.label) }}
                              sx={{ width: 160 }}
                            />
                            <IconButton
                              aria-label={`${T.removeSlot} ${day.dayName} ${slot.startTime}`}
                              onClick={() =>
                                changeDay(dayIndex, { slots: day.slots.filter((_s, j) => j !== slotIndex) })
                              }
                            >
                              <Delete />
                            </IconButton>
                          </Stack>
                        );
                      })}
                      <Box>
                        <Button
                          size="small"
                          startIcon={<Add />}
                          disabled={day.slots.length >= HOURS.slotCount.max}
                          onClick={() =>
                            changeDay(dayIndex, {
                              slots: [
                                ...day.slots,
                                { id: null, startTime: '', endTime: '', capacity: '20', label: '', reserved: 0 },
                              ],
                            })
                          }
                        >
                          {T.addSlot}
                        </Button>
                        {errors[`${day.day}.slots`] && (
                          <Typography variant="body2" color="error" role="alert">
                            {errors[`${day.day}.slots`]}
                          </Typography>
                        )}
                      </Box>
                    </Stack>
                  )}
                </CardContent>
              </Card>
            ))}
          </Stack>
          <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
            {busy ? T.saving : T.save}
          </Button>
        </Box>
      )}
    </Box>
  );
}
