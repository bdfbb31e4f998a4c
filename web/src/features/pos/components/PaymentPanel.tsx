import { fieldError, formatGTQ, LOCAL_SALE_FIELDS as F, localSaleChange, type LocalSaleMethod } from '@gym/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { flushSync } from 'react-dom';
import {
  BillingFields,
  billingInput,
  billingProblem,
  EMPTY_BILLING,
  type BillingValue,
} from '../../../shared/components/BillingFields';
import { CashTender, readTender } from '../../../shared/components/CashTender';
import { htmlInputLimits } from '../../../shared/field-contract';
import { POS_TEXTS as T } from '../texts';

export interface PaymentRequest {
  method: LocalSaleMethod;
  cashReceived: number;
  transferReference: string | null;
  customerName: string | null;
  /** The invoice's NIT or CUI and name; null: CF. */
  billing: { taxId: string; name: string | null } | null;
}

export interface PaymentPanelHandle {
  /** F2 / F4: choose the method and put the cursor where its amount or reference goes. */
  start(method: LocalSaleMethod): void;
  /** After a sale: empty the amount, reference and customer. */
  reset(): void;
}

interface Props {
  total: number;
  disabled: boolean;
  busy: boolean;
  onSubmit: (request: PaymentRequest) => void;
  /** Escape from a payment field goes back to the search. */
  onBack: () => void;
  ref?: Ref<PaymentPanelHandle>;
}

/**
 * Cash (F2) or transfer (F4). The change shows live as the cash is typed (empty means the exact
 * total); Enter in any field charges. The api prices the sale again and answers the real change.
 */
export function PaymentPanel({ total, disabled, busy, onSubmit, onBack, ref }: Props) {
  const [method, setMethod] = useState<LocalSaleMethod>('cash');
  const [received, setReceived] = useState('');
  const [reference, setReference] = useState('');
  const [customer, setCustomer] = useState('');
  const [billing, setBilling] = useState<BillingValue>(EMPTY_BILLING);
  const cashRef = useRef<HTMLInputElement>(null);
  const referenceRef = useRef<HTMLInputElement>(null);

  useImperativeHandle(ref, () => ({
    start(next) {
      // The field of the other method mounts on this render: commit it now and focus it before
      // the next key arrives, so digits typed right after F2 never land in the search box.
      flushSync(() => setMethod(next));
      (next === 'cash' ? cashRef : referenceRef).current?.focus();
    },
    reset() {
      setReceived('');
      setReference('');
      setCustomer('');
      setBilling(EMPTY_BILLING);
    },
  }));

  const { amount: receivedAmount, problem: cashProblem } = readTender(total, received, {
    contract: F.cashReceived,
    changeOf: localSaleChange,
  });
  const referenceError = fieldError(F.transferReference, reference.trim() || undefined);
  const customerError = fieldError(F.customerName, customer.trim() || undefined);
  const billingError = billingProblem(billing, total);
  const blocked =
    disabled || busy || Boolean(billingError) || (method === 'cash' ? Boolean(cashProblem) : Boolean(referenceError));

  const submit = () => {
    if (blocked || customerError) return;
    onSubmit({
      method,
      cashReceived: receivedAmount,
      transferReference: reference.trim() || null,
      customerName: customer.trim() || null,
      billing: billingInput(billing),
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onBack();
    }
  };

  return (
    <Box component="section" aria-label={T.paymentLabel}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {T.paymentLabel}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={method}
        onChange={(_event, next: LocalSaleMethod | null) => next && setMethod(next)}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="cash">{T.cash} (F2)</ToggleButton>
        <ToggleButton value="transfer">{T.transfer} (F4)</ToggleButton>
      </ToggleButtonGroup>
      <Stack spacing={2}>
        {method === 'cash' ? (
          <CashTender
            inputRef={cashRef}
            total={total}
            received={received}
            onReceivedChange={setReceived}
            contract={F.cashReceived}
            changeOf={localSaleChange}
            label={T.cashReceived}
            onKeyDown={onKeyDown}
          />
        ) : (
          // The pending-until-confirmed sentence is said once, under the reference.
          <TextField
            inputRef={referenceRef}
            label={T.transferReference}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            onKeyDown={onKeyDown}
            error={Boolean(referenceError)}
            helperText={referenceError ?? T.transferHelp}
            slotProps={{ htmlInput: htmlInputLimits(F.transferReference) }}
          />
        )}
        <TextField
          size="small"
          label={T.customerName}
          value={customer}
          onChange={(event) => setCustomer(event.target.value)}
          onKeyDown={onKeyDown}
          error={Boolean(customerError)}
          helperText={customerError ?? undefined}
          slotProps={{ htmlInput: htmlInputLimits(F.customerName) }}
        />
        <BillingFields lookupName dense value={billing} onChange={setBilling} total={total} onKeyDown={onKeyDown} />
        <Button variant="contained" size="large" disabled={blocked || Boolean(customerError)} onClick={submit}>
          {T.charge(formatGTQ(total))}
        </Button>
      </Stack>
    </Box>
  );
}
