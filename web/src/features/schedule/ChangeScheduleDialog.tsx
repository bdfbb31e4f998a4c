import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Weekday } from '@gym/domain';
import { useState } from 'react';
import {
  MyScheduleDocument,
  ScheduleStatsDocument,
  useChangeScheduleMutation,
  usePreviewScheduleChangeMutation,
  useScheduleOptionsQuery,
  type PreviewScheduleChangeMutation,
} from './schedule.generated';
import { useNotify } from '../../shared/notify';
import { SCHEDULE_TEXTS as T } from './texts';

type Preview = PreviewScheduleChangeMutation['previewScheduleChange'];

const ranges = (slots: readonly { timeRange: string }[]) =>
  slots.length ? slots.map((s) => s.timeRange).join(', ') : T.none;

/** Pick days and their new slot, see what changes, then confirm; a full slot applies nothing. */
export function ChangeScheduleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const { data, loading, refetch } = useScheduleOptionsQuery({ fetchPolicy: 'network-only', skip: !open });
  const [days, setDays] = useState<Partial<Record<Weekday, number | null>>>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [unavailable, setUnavailable] = useState<Preview['unavailableSlots']>([]);
  const [runPreview, { loading: previewing }] = usePreviewScheduleChangeMutation();
  const [runChange, { loading: changing }] = useChangeScheduleMutation({
    refetchQueries: [{ query: MyScheduleDocument }, { query: ScheduleStatsDocument }, 'MyMemberships'],
  });

  const chosen = Object.entries(days) as [Weekday, number | null][];
  const complete = chosen.length > 0 && chosen.every(([, id]) => typeof id === 'number');
  const changes = () => Object.fromEntries(chosen.map(([day, id]) => [day, [id as number]]));

  const close = () => {
    setDays({});
    setPreview(null);
    setUnavailable([]);
    onClose();
  };

  const showPreview = async () => {
    try {
      const result = await runPreview({ variables: { input: { changes: changes() } } });
      setPreview(result.data?.previewScheduleChange ?? null);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };

  const confirm = async () => {
    try {
      const result = await runChange({ variables: { input: { changes: changes() } } });
      const outcome = result.data?.changeSchedule;
      if (!outcome) return;
      if (outcome.success) {
        notify.success(outcome.message);
        close();
        return;
      }
      setUnavailable(outcome.unavailableSlots);
      setPreview(null);
      await refetch();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="change-schedule-title">
      <DialogTitle id="change-schedule-title">{preview ? T.previewTitle : T.changeTitle}</DialogTitle>
      <DialogContent>
        {unavailable.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <AlertTitle>{T.unavailableTitle}</AlertTitle>
            {unavailable.map((s) => `${s.dayName} ${s.timeRange}`).join(', ')}
          </Alert>
        )}
        {preview ? (
          <Stack spacing={1}>
            <Typography variant="subtitle2">{T.changeTypes[preview.changeType] ?? preview.changeType}</Typography>
            {preview.changes.map((change) => (
              <Box key={change.day} sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Typography variant="subtitle2" component="h3">
                  {change.dayName}
                </Typography>
                <Typography variant="body2">
                  {T.before}: {ranges(change.currentSlots)}
                </Typography>
                <Typography variant="body2">
                  {T.after}: {ranges(change.newSlots)}
                </Typography>
              </Box>
            ))}
            {preview.unavailableSlots.length > 0 && (
              <Alert severity="warning">
                <AlertTitle>{T.unavailableTitle}</AlertTitle>
                {preview.unavailableSlots.map((s) => `${s.dayName} ${s.timeRange}`).join(', ')}
              </Alert>
            )}
          </Stack>
        ) : loading && !data ? (
          <Skeleton variant="rounded" height={200} />
        ) : (
          <Stack spacing={1.5}>
            <Typography variant="body2" color="text.secondary">
              {T.changeHint}
            </Typography>
            {(data?.scheduleOptions ?? [])
              .filter((day) => day.isOpen && day.slots.length > 0)
              .map((day) => {
                const weekday = day.day as Weekday;
                const on = weekday in days;
                return (
                  <Box key={day.day}>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={on}
                          onChange={(event) => {
                            const next = { ...days };
                            if (event.target.checked) next[weekday] = null;
                            else delete next[weekday];
                            setDays(next);
                          }}
                        />
                      }
                      label={T.dayToggle(day.dayName)}
                    />
                    {on && (
                      <ToggleButtonGroup
                        exclusive
                        size="small"
                        aria-label={T.slotFor(day.dayName)}
                        value={days[weekday] ?? null}
                        onChange={(_event, value: number | null) => setDays({ ...days, [weekday]: value })}
                        sx={{ flexWrap: 'wrap', ml: 4 }}
                      >
                        {day.slots.map((slot) => (
                          <ToggleButton
                            key={slot.slotId}
                            value={slot.slotId}
                            disabled={slot.isFull && !slot.isReservedByMe}
                            aria-label={`${day.dayName} ${slot.timeRange}, ${slot.isReservedByMe ? T.current : slot.isFull ? T.full : T.placesLeft(slot.available)}`}
                            sx={{ flexDirection: 'column', alignItems: 'flex-start', textTransform: 'none' }}
                          >
                            <span>{slot.timeRange}</span>
                            <Typography component="span" variant="caption" color="text.secondary">
                              {slot.isReservedByMe ? T.current : slot.isFull ? T.full : T.placesLeft(slot.available)}
                            </Typography>
                          </ToggleButton>
                        ))}
                      </ToggleButtonGroup>
                    )}
                  </Box>
                );
              })}
            {chosen.length > 0 && !complete && (
              <Typography variant="body2" color="text.secondary">
                {T.pickSlot}
              </Typography>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {preview ? (
          <>
            <Button onClick={() => setPreview(null)} disabled={changing}>
              {T.back}
            </Button>
            <Button variant="contained" onClick={confirm} disabled={changing || !preview.canApply}>
              {T.confirm}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={close}>{T.close}</Button>
            <Button variant="contained" onClick={showPreview} disabled={!complete || previewing}>
              {T.preview}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
