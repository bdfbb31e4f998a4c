import { cashChange, fieldError, formatGTQ, PAYMENT_FIELDS, type FieldContract } from '@gym/domain';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, Ref } from 'react';
import { htmlInputLimits } from '../field-contract';
import { SHARED_TEXTS } from '../texts';

const T = SHARED_TEXTS.cashTender;

export type ChangeRule = (
  total: number,
  received: number,
) => { ok: true; change: number } | { ok: false; message: string };

/** What the cash typed so far means: the amount received (empty is the exact total), the change, or why not. */
export function readTender(
  total: number,
  received: string,
  options: { contract?: FieldContract; changeOf?: ChangeRule } = {},
): { amount: number; change: number | null; problem: string | null } {
  const { contract = PAYMENT_FIELDS.dailyIncome.receivedAmount, changeOf = cashChange } = options;
  const blank = received.trim() === '';
  const amount = blank ? total : Number(received);
  const fieldProblem = blank ? null : fieldError(contract, amount);
  if (fieldProblem) return { amount, change: null, problem: fieldProblem };
  const result = changeOf(total, amount);
  return result.ok
    ? { amount, change: result.change, problem: null }
    : { amount, change: null, problem: result.message };
}

interface Props {
  /** What is charged (VAT included). */
  total: number;
  /** The cash as typed (empty = the exact total). */
  received: string;
  onReceivedChange: (value: string) => void;
  /** The received field's contract (limits and messages); the daily income's by default. */
  contract?: FieldContract;
  /** The change rule (domain `cashChange` unless a feature words its refusal, as the point of sale does). */
  changeOf?: ChangeRule;
  /** Shows 'A cobrar: Q …' above the field (a form that does not show its total elsewhere). */
  showTotal?: boolean;
  label?: string;
  onKeyDown?: (event: KeyboardEvent) => void;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  disabled?: boolean;
}

/**
 * Cash taken by hand: the amount to charge, the cash received and the change, live as it is
 * typed, before anything is confirmed (the point of sale, the desk's passes, renewals and cash
 * payments). The server computes the change again and answers the real one.
 */
export function CashTender({
  total,
  received,
  onReceivedChange,
  contract = PAYMENT_FIELDS.dailyIncome.receivedAmount,
  changeOf = cashChange,
  showTotal = false,
  label = T.received,
  onKeyDown,
  inputRef,
  autoFocus,
  size,
  disabled,
}: Props) {
  const tender = readTender(total, received, { contract, changeOf });
  const typed = received.trim() !== '';
  return (
    <Stack spacing={1}>
      {showTotal && (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {T.toCharge(formatGTQ(total))}
        </Typography>
      )}
      <TextField
        inputRef={inputRef}
        type="number"
        label={label}
        value={received}
        onChange={(event) => onReceivedChange(event.target.value)}
        onKeyDown={onKeyDown}
        autoFocus={autoFocus}
        size={size}
        disabled={disabled}
        error={typed && Boolean(tender.problem)}
        helperText={(typed && tender.problem) || T.exactHelp(formatGTQ(total))}
        slotProps={{ htmlInput: htmlInputLimits(contract) }}
      />
      <Typography role="status" variant="h6" component="p" color={tender.change !== null ? 'success.main' : 'error'}>
        {T.change(formatGTQ(tender.change ?? 0))}
      </Typography>
    </Stack>
  );
}
