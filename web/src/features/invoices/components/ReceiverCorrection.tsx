import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONSUMIDOR_FINAL, INVOICE_MESSAGES, taxIdText } from '@gym/domain';
import { useState, type FormEvent } from 'react';
import { useAdminAction } from '../../../platform/useAdminAction';
import { BillingFields, billingProblem, type BillingValue } from '../../../shared/components/BillingFields';
import { useCorrectInvoiceReceiverMutation, useRetryInvoiceMutation } from '../invoices.generated';
import { INVOICES_TEXTS as T } from '../texts';

interface Invoice {
  id: string;
  type: string;
  status: string;
  total: number;
  receiver: { taxId: string; name: string };
}

/** Only a sale's document not certified yet carries a receiver a clerk may still change. */
export function canCorrectReceiver(invoice: Pick<Invoice, 'type' | 'status'>): boolean {
  return invoice.type !== 'NCRE' && (invoice.status === 'pending' || invoice.status === 'failed');
}

/** The stored receiver as the fields show it: CF is the blank id (and its generic name, no name). */
const asTyped = (receiver: Invoice['receiver']): BillingValue =>
  receiver.taxId === CONSUMIDOR_FINAL
    ? { taxId: '', name: '' }
    : { taxId: taxIdText(receiver.taxId), name: receiver.name };

/**
 * 'Corregir receptor' in an invoice's drawer: the NIT, CUI or CF and the name of a document the
 * certifier refused (a NIT SAT does not know) or that waits its turn. A refused one is sent to
 * certify again with the new receiver in the same step, so the clerk is done with one action.
 */
export function ReceiverCorrection({ invoice }: { invoice: Invoice }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<BillingValue>(() => asTyped(invoice.receiver));
  const { run, busy } = useAdminAction({ publicContent: false });
  const [correct] = useCorrectInvoiceReceiverMutation();
  const [retry] = useRetryInvoiceMutation();
  const problem = billingProblem(value, invoice.total);
  const refused = invoice.status === 'failed';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    const taxId = value.taxId.trim() || CONSUMIDOR_FINAL;
    const name = value.name.trim() || null;
    const done = await run(
      async () => {
        await correct({ variables: { id: invoice.id, input: { taxId, name } } });
        if (refused) await retry({ variables: { id: invoice.id } });
        return true;
      },
      refused ? T.receiverSavedAndRetried : INVOICE_MESSAGES.receiverSaved,
      T.receiverFailed,
    );
    if (done) setEditing(false);
  };

  if (!editing)
    return (
      <Button
        variant="outlined"
        onClick={() => {
          setValue(asTyped(invoice.receiver));
          setEditing(true);
        }}
      >
        {T.correctReceiver}
      </Button>
    );
  return (
    <Stack component="form" spacing={1} onSubmit={(event) => void save(event)} aria-label={T.correctReceiver}>
      <Typography variant="subtitle2" component="h3">
        {T.correctReceiver}
      </Typography>
      <BillingFields value={value} onChange={setValue} total={invoice.total} dense autoFocus lookupName />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy || problem !== null}>
          {refused ? T.saveAndRetry : T.saveReceiver}
        </Button>
        <Button onClick={() => setEditing(false)} disabled={busy}>
          {T.cancel}
        </Button>
      </Stack>
    </Stack>
  );
}
