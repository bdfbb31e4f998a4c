import {
  BILLING_NAME_FIELD,
  CF_MAX_EXCLUSIVE,
  CONSUMIDOR_FINAL,
  readTaxId,
  TAX_ID_FIELD,
  taxIdError,
  taxIdText,
} from '@gym/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, type KeyboardEvent, type Ref } from 'react';
import { useDebouncedValue } from '../useDebouncedValue';
import { useTaxpayerNameQuery } from './billing.generated';
import { htmlInputLimits } from '../field-contract';
import { SHARED_TEXTS } from '../texts';

const T = SHARED_TEXTS.billing;

/** The invoice's buyer as typed: the NIT, CUI or 'CF' (blank is CF) and the name for the invoice. */
export interface BillingValue {
  taxId: string;
  name: string;
}

export const EMPTY_BILLING: BillingValue = { taxId: '', name: '' };

/** A member's default from the profile (`billingTaxId`, `billingName`), as the form shows it. */
export function billingFromProfile(
  profile: { billingTaxId?: string | null; billingName?: string | null } | null | undefined,
): BillingValue {
  return { taxId: taxIdText(profile?.billingTaxId), name: profile?.billingName ?? '' };
}

/** Why this buyer cannot be invoiced for `total` (domain `taxIdError`; blank read as CF), or null. */
export function billingProblem(value: BillingValue, total: number): string | null {
  const text = value.taxId.trim();
  return taxIdError(text === '' ? CONSUMIDOR_FINAL : text, total);
}

/** True when a NIT or CUI (not CF) is typed: the invoice then carries a name. */
export function namesBuyer(value: BillingValue): boolean {
  const taxId = value.taxId.trim() === '' ? null : readTaxId(value.taxId);
  return taxId !== null && taxId.type !== 'CF';
}

/** What a sale's mutation sends as `billing`: null for a blank id (the api reads it as CF). */
export function billingInput(value: BillingValue): { taxId: string; name: string | null } | null {
  const taxId = value.taxId.trim();
  if (taxId === '') return null;
  const name = namesBuyer(value) ? value.name.trim() : '';
  return { taxId, name: name === '' ? null : name };
}

interface Props {
  value: BillingValue;
  onChange: (value: BillingValue) => void;
  /** The sale's total (VAT included): CF is refused at Q 2,500.00 or more. */
  total: number;
  /** Staff screens: the fields side by side, small. */
  dense?: boolean;
  size?: 'small' | 'medium';
  disabled?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onKeyDown?: (event: KeyboardEvent) => void;
  /**
   * Signed-in screens (staff, members): a valid NIT with no name yet asks the certifier's NIT
   * service (`taxpayerName`) and fills 'Nombre para la factura' with the registered name.
   */
  lookupName?: boolean;
}

/** How long the NIT must stay as typed before its name is asked. */
export const TAXPAYER_LOOKUP_DEBOUNCE_MS = 400;

/** Asks the registered name of a valid NIT and hands it over once (nothing when unknown). */
function TaxpayerNameLookup({ nit, onFound }: { nit: string; onFound: (name: string) => void }) {
  const { data } = useTaxpayerNameQuery({ variables: { nit } });
  const found = data?.taxpayerName;
  useEffect(() => {
    if (found) onFound(found);
  }, [found, onFound]);
  return null;
}

/**
 * NIT or CF on a sale (issue 33): the NIT, CUI or blank for CF, checked live by its check digit
 * and against the total (domain `taxIdError`, the api's own rule); 'Nombre para la factura' once a
 * NIT or CUI is typed; a 'CF' button. Every field is reached with Tab; Enter is the form's.
 */
export function BillingFields({
  value,
  onChange,
  total,
  dense = false,
  size = dense ? 'small' : undefined,
  disabled,
  autoFocus,
  inputRef,
  onKeyDown,
  lookupName = false,
}: Props) {
  const problem = billingProblem(value, total);
  const typed = value.taxId.trim() !== '';
  // A blank id is CF: its refusal shows only when CF is not allowed for this total.
  const shownProblem = typed || total >= CF_MAX_EXCLUSIVE ? problem : null;
  const cfAllowed = total < CF_MAX_EXCLUSIVE;
  const typedTaxId = typed ? readTaxId(value.taxId) : null;
  // Only a NIT that passes its check digit, and only while the name is still blank.
  const nitToLookUp =
    lookupName && typedTaxId?.type === 'NIT' && problem === null && value.name.trim() === '' ? typedTaxId.id : null;
  // Asked once the NIT stays as typed a moment: a valid prefix typed on the way is never asked.
  const settledNit = useDebouncedValue(nitToLookUp, TAXPAYER_LOOKUP_DEBOUNCE_MS);
  return (
    <Stack
      direction={dense ? { xs: 'column', sm: 'row' } : 'column'}
      spacing={dense ? 1 : 2}
      sx={{ alignItems: 'flex-start' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flex: 1, width: '100%' }}>
        <TextField
          label={T.taxId}
          placeholder={T.taxIdPlaceholder}
          value={value.taxId}
          onChange={(event) => onChange({ ...value, taxId: event.target.value })}
          onKeyDown={onKeyDown}
          inputRef={inputRef}
          autoFocus={autoFocus}
          size={size}
          disabled={disabled}
          fullWidth
          autoComplete="off"
          error={Boolean(shownProblem)}
          helperText={shownProblem ?? (dense ? undefined : T.help)}
          slotProps={{ htmlInput: { ...htmlInputLimits(TAX_ID_FIELD), spellCheck: false } }}
        />
        <Tooltip title={T.cfTitle}>
          <span>
            <Button
              variant="outlined"
              size={size === 'small' ? 'small' : 'medium'}
              disabled={disabled || !cfAllowed}
              onClick={() => onChange({ taxId: CONSUMIDOR_FINAL, name: '' })}
              sx={{ minWidth: 48, mt: size === 'small' ? 0.25 : 1 }}
            >
              {T.cf}
            </Button>
          </span>
        </Tooltip>
      </Stack>
      {nitToLookUp && settledNit === nitToLookUp && (
        <TaxpayerNameLookup key={nitToLookUp} nit={nitToLookUp} onFound={(name) => onChange({ ...value, name })} />
      )}
      {namesBuyer(value) && (
        <TextField
          label={T.name}
          value={value.name}
          onChange={(event) => onChange({ ...value, name: event.target.value })}
          onKeyDown={onKeyDown}
          size={size}
          disabled={disabled}
          fullWidth
          helperText={dense ? undefined : T.nameHelp}
          slotProps={{ htmlInput: htmlInputLimits(BILLING_NAME_FIELD) }}
          sx={{ flex: 1 }}
        />
      )}
    </Stack>
  );
}
