import { orderChain, orderStatusInfo } from '@gym/domain';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { inGymTime } from '../dayjs';
import { SHARED_TEXTS } from '../texts';

export interface StatusHistoryEntry {
  id: string;
  toStatus: string;
  notes?: string | null;
  createdAt: string;
  actor?: { name: string } | null;
}

const when = (iso: string) => inGymTime(iso).format('DD/MM/YYYY HH:mm');

/**
 * An order's way along its chain (pickup or delivery): the steps reached with their date (and, for
 * the staff, their notes), the next ones still ahead; a cancelled or refunded order ends on that
 * step in red. `showNotes={false}` on the customer's own views: a step's note is the staff's.
 */
export function OrderStatusStepper({
  status,
  deliveryType,
  history,
  showNotes = true,
}: {
  status: string;
  deliveryType: string;
  history: readonly StatusHistoryEntry[];
  showNotes?: boolean;
}) {
  const chain = orderChain(deliveryType);
  const lastOf = (s: string) => [...history].reverse().find((h) => h.toStatus === s);
  const closed = status === 'cancelled' || status === 'refunded';
  // Where the order stands in its chain (a closed order: the last chain step it reached).
  const reached = closed
    ? Math.max(...history.map((h) => chain.indexOf(h.toStatus as (typeof chain)[number])), 0)
    : Math.max(chain.indexOf(status as (typeof chain)[number]), 0);
  const steps = closed ? [...chain.slice(0, reached + 1), status] : [...chain];
  // The step to come is the active one; every step up to the current status is done.
  const active = closed ? steps.length - 1 : reached + 1;
  return (
    <Stepper orientation="vertical" activeStep={active} aria-label={SHARED_TEXTS.orderProgress}>
      {steps.map((step, index) => {
        const entry = lastOf(step);
        const failed = closed && index === active;
        return (
          <Step key={step} completed={index <= reached && !failed} expanded={Boolean(entry)}>
            <StepLabel
              error={failed}
              optional={entry ? <Typography variant="caption">{when(entry.createdAt)}</Typography> : undefined}
            >
              {orderStatusInfo(step).label}
            </StepLabel>
            <StepContent>
              {showNotes && entry?.notes && <Typography variant="body2">{entry.notes}</Typography>}
              {entry?.actor && (
                <Typography variant="caption" color="text.secondary">
                  {SHARED_TEXTS.orderStepBy(entry.actor.name)}
                </Typography>
              )}
            </StepContent>
          </Step>
        );
      })}
    </Stepper>
  );
}
