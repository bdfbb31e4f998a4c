import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatGTQ, PAGINATION, PAYMENT_FIELDS, QUERY_FIELDS } from '@gym/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIdempotencyKey } from '../../../platform/idempotency';
import { useAdminAction } from '../../../platform/useAdminAction';
import { htmlInputLimits } from '../../../shared/field-contract';
import {
  useAdminTransferQueueQuery,
  useAdminValidateTransferMutation,
  type QueueItemFieldsFragment,
} from '../payments-admin.generated';
import { PAYMENTS_ADMIN_TEXTS as T } from '../texts';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { ProofPanel } from './ProofPanel';
import { payerName, QueueItemSummary } from './QueueItemSummary';
import { ReasonDialog } from './ReasonDialog';

export const SEARCH_DEBOUNCE_MS = 300;

type Dialogs = { kind: 'approve'; item: QueueItemFieldsFragment } | { kind: 'reject'; item: QueueItemFieldsFragment };

/** Keys typed into a field or with a modifier are the field's, never a shortcut. */
function isShortcutEvent(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  if (!target) return true;
  const tag = target.tagName;
  return !(tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable);
}

/** The next item to look at once `id` has been settled: the one after it, else the one before. */
function nextAfter(items: readonly QueueItemFieldsFragment[], id: string): string | null {
  const index = items.findIndex((item) => item.payment.id === id);
  if (index === -1) return items[0]?.payment.id ?? null;
  return (items[index + 1] ?? items[index - 1])?.payment.id ?? null;
}

/**
 * The transfer queue, made to be cleared from the keyboard: the first transfer is selected, ↑/↓
 * (or j/k) move, its proof shows beside the list, A approves after a confirmation Enter accepts,
 * R opens the rejection with its reason focused, and the selection then moves to the next one.
 */
export function TransferQueueTab({ onSettled }: { onSettled?: () => void }) {
  const [searchInput, setSearchInput] = useState('');
  const [sortOrder, setSortOrder] = useState<'desc' | 'asc'>('desc');
  const trimmed = searchInput.trim();
  const search = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const { data, previousData, error, refetch } = useAdminTransferQueueQuery({
    variables: {
      filter: { search: search || null, sortBy: 'waiting_time', sortOrder, limit: PAGINATION.cardPayments },
    },
    fetchPolicy: 'cache-and-network',
  });
  const [validate] = useAdminValidateTransferMutation();
  const attempt = useIdempotencyKey();
  const { run, busy } = useAdminAction({ publicContent: false });

  // Settled here, gone from the list at once (the refetch confirms it).
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const items = useMemo(
    () => ((data ?? previousData)?.pendingTransfers.transfers ?? []).filter((t) => !settled.has(t.payment.id)),
    [data, previousData, settled],
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = items.find((item) => item.payment.id === selectedId) ?? items[0] ?? null;
  const [dialog, setDialog] = useState<Dialogs | null>(null);
  // Reasons typed per transfer: closing the dialog or a failed call never loses them.
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [now] = useState(() => new Date());
  const listRef = useRef<HTMLUListElement>(null);

  const move = useCallback(
    (step: number) => {
      if (items.length === 0) return;
      const index = selected ? items.indexOf(selected) : -1;
      const next = items[Math.min(items.length - 1, Math.max(0, index + step))];
      if (next) setSelectedId(next.payment.id);
    },
    [items, selected],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (dialog || !isShortcutEvent(event)) return;
      const key = event.key.toLowerCase();
      if (key === 'arrowdown' || key === 'j') {
        event.preventDefault();
        move(1);
      } else if (key === 'arrowup' || key === 'k') {
        event.preventDefault();
        move(-1);
      } else if (key === 'a' && selected) {
        event.preventDefault();
        setDialog({ kind: 'approve', item: selected });
      } else if (key === 'r' && selected) {
        event.preventDefault();
        setDialog({ kind: 'reject', item: selected });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog, move, selected]);

  // Keep the selected row in view while moving through a long queue.
  useEffect(() => {
    if (!selected) return;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-id="${selected.payment.id}"]`);
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  const settle = (item: QueueItemFieldsFragment) => {
    setSelectedId(nextAfter(items, item.payment.id));
    setSettled((previous) => new Set(previous).add(item.payment.id));
    setDialog(null);
    onSettled?.();
    void refetch();
  };

  const approve = async (item: QueueItemFieldsFragment) => {
    const done = await run(
      () =>
        attempt.send({ id: item.payment.id, approved: true }, (context) =>
          validate({ variables: { id: item.payment.id, input: { approved: true } }, context }),
        ),
      T.approved,
      T.validateFailed,
    );
    if (done) return settle(item);
    // Refused (e.g. already settled by a colleague): the refreshed queue shows what is left.
    setDialog(null);
    void refetch();
  };

  const reject = async (item: QueueItemFieldsFragment, reason: string): Promise<boolean> => {
    const done = await run(
      () =>
        attempt.send({ id: item.payment.id, approved: false, reason }, (context) =>
          validate({ variables: { id: item.payment.id, input: { approved: false, reason } }, context }),
        ),
      T.rejected,
      T.validateFailed,
    );
    if (!done) return false;
    setReasons(({ [item.payment.id]: _dropped, ...rest }) => rest);
    settle(item);
    return true;
  };

  const who = (item: QueueItemFieldsFragment) => payerName(item);

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          size="small"
          label={T.search}
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          sx={{ flex: '2 1 260px' }}
          slotProps={{ htmlInput: htmlInputLimits(QUERY_FIELDS.search) }}
        />
        <TextField
          select
          size="small"
          label={T.sortWaiting}
          value={sortOrder}
          onChange={(event) => setSortOrder(event.target.value as 'desc' | 'asc')}
          sx={{ flex: '1 1 200px' }}
        >
          <MenuItem value="desc">{T.sortLongest}</MenuItem>
          <MenuItem value="asc">{T.sortNewest}</MenuItem>
        </TextField>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }} aria-live="off">
        {T.shortcuts}
      </Typography>
      {error && items.length === 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {T.loadError}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, gap: 2 }}>
        <Card variant="outlined" sx={{ maxHeight: '70vh', overflow: 'auto' }}>
          {items.length === 0 && data ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {T.emptyTransfers}
            </Typography>
          ) : (
            <List dense disablePadding ref={listRef} aria-label={T.queueLabel} role="listbox">
              {items.map((item) => {
                const isSelected = item === selected;
                return (
                  <ListItemButton
                    key={item.payment.id}
                    data-id={item.payment.id}
                    role="option"
                    aria-selected={isSelected}
                    aria-label={`${who(item)} ${formatGTQ(item.payment.amount)}`}
                    selected={isSelected}
                    onClick={() => setSelectedId(item.payment.id)}
                    divider
                  >
                    <QueueItemSummary item={item} now={now} />
                  </ListItemButton>
                );
              })}
            </List>
          )}
        </Card>
        <Card variant="outlined" sx={{ p: 2 }} aria-label={T.proofTitle} role="region">
          {selected ? (
            <>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
                <Typography variant="subtitle1" sx={{ flex: 1 }}>
                  {who(selected)} · {formatGTQ(selected.payment.amount)}
                </Typography>
                <Button
                  variant="contained"
                  color="success"
                  onClick={() => setDialog({ kind: 'approve', item: selected })}
                  aria-keyshortcuts="A"
                >
                  {T.approve}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => setDialog({ kind: 'reject', item: selected })}
                  aria-keyshortcuts="R"
                >
                  {T.reject}
                </Button>
              </Box>
              {selected.payment.proofUrl ? (
                <ProofPanel key={selected.payment.proofUrl} url={selected.payment.proofUrl} />
              ) : (
                <Typography color="text.secondary">{T.noProof}</Typography>
              )}
            </>
          ) : (
            <Typography color="text.secondary">{T.selectHint}</Typography>
          )}
        </Card>
      </Box>

      {dialog?.kind === 'approve' && (
        <ApproveDialog
          item={dialog.item}
          busy={busy}
          onConfirm={() => void approve(dialog.item)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'reject' && (
        <ReasonDialog
          title={T.rejectTitle}
          description={`${who(dialog.item)} · ${formatGTQ(dialog.item.payment.amount)} · ${dialog.item.payment.concept}`}
          label={T.reason}
          contract={PAYMENT_FIELDS.validateTransfer.reason}
          submitLabel={T.reject}
          value={reasons[dialog.item.payment.id] ?? ''}
          onChange={(value) => setReasons((previous) => ({ ...previous, [dialog.item.payment.id]: value }))}
          busy={busy}
          onSubmit={(reason) => reject(dialog.item, reason)}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
}

function ApproveDialog({
  item,
  busy,
  onConfirm,
  onClose,
}: {
  item: QueueItemFieldsFragment;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <form onSubmit={submit}>
        <DialogTitle>{T.approveTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{T.approveBody(payerName(item), formatGTQ(item.payment.amount))}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained" color="success" autoFocus disabled={busy}>
            {T.approve}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
