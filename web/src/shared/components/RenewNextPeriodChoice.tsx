import { renewNextPeriodLabel } from '@gym/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

/**
 * Shown once a renewal was refused because the period is already renewed (the api's 409 says
 * until when): renewing the period after it is an explicit choice, 'Renovar a partir del dd/MM/yyyy'.
 */
export function RenewNextPeriodChoice({
  renewedUntil,
  checked,
  onChange,
}: {
  renewedUntil: string | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  if (!renewedUntil) return null;
  return (
    <FormControlLabel
      control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={renewNextPeriodLabel(renewedUntil)}
    />
  );
}
