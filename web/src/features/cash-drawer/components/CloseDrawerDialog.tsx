import { useState } from 'react';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CASH_DRAWER_FIELDS as F,
  CASH_DRAWER_MESSAGES as M,
  cashDifference,
  closeNeedsReason,
  countTotal,
  DENOMINATIONS,
  differenceLabel,
  fieldError,
  formatGTQ,
  type DenominationCounts,
} from '@gym/domain';
import { FormDialog } from '../../../shared/components/FormDialog';
import { apiErrorInfo } from '../../../shared/api-error';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import { useCloseCashSessionMutation, type CashSessionFieldsFragment } from '../cash-drawer.generated';
import { CASH_DRAWER_TEXTS as T } from '../texts';

interface Props {
  session: Pick<CashSessionFieldsFragment, 'id' | 'expected'>;
  onClose: () => void;
  onClosed: (session: CashSessionFieldsFragment) => void;
}

const differenceColor = (difference: number) =>
  closeNeedsReason(difference) ? (difference < 0 ? 'error.main' : 'warning.main') : 'success.main';

/**
 * 'Cerrar caja': one field per bill and coin (Tab walks them in order, Enter closes), counted,
 * expected and the difference live; a difference asks its reason. The close is final.
 */
export function CloseDrawerDialog({ session, onClose, onClosed }: Props) {
  const notify = useNotify();
  const [pieces, setPieces] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [close, closing] = useCloseCashSessionMutation({ refetchQueries: ['CurrentCashSession'] });

  const counts: DenominationCounts = Object.fromEntries(
    DENOMINATIONS.map((d) => [d.key, Number(pieces[d.key] || 0)]).filter(([, n]) => Number.isFinite(n) && n !== 0),
  );
  const fieldErrors = Object.fromEntries(
    DENOMINATIONS.map((d) => [d.key, pieces[d.key]?.trim() ? fieldError(F.pieces, Number(pieces[d.key])) : null]),
  );
  const counted = countTotal(counts);
  const difference = cashDifference(counted, session.expected);
  const needsReason = closeNeedsReason(difference);
  const dirty = Object.values(pieces).some((v) => v.trim() !== '') || reason.trim() !== '';

  const submit = async () => {
    setAlert(null);
    if (Object.values(fieldErrors).some(Boolean)) return;
    if (needsReason && !reason.trim()) {
      setReasonError(M.reasonRequired);
      return;
    }
    try {
      const { data } = await close({
        variables: {
          input: {
            counts: Object.entries(counts).map(([key, n]) => ({ key, pieces: n })),
            reason: needsReason ? reason.trim() : null,
          },
        },
      });
      if (!data) return;
      notify.success(data.closeCashSession.message);
      onClosed(data.closeCashSession.session);
    } catch (failure) {
      setAlert(apiErrorInfo(failure).message ?? T.bar.loadError);
    }
  };

  const field = (d: (typeof DENOMINATIONS)[number], index: number) => (
    <TextField
      key={d.key}
      id={`cash-count-${d.key}`}
      type="number"
      size="small"
      label={d.label}
      value={pieces[d.key] ?? ''}
      onChange={(event) => setPieces((previous) => ({ ...previous, [d.key]: event.target.value }))}
      error={Boolean(fieldErrors[d.key])}
      helperText={fieldErrors[d.key] ?? formatGTQ(countTotal({ [d.key]: Number(pieces[d.key] || 0) }))}
      autoFocus={index === 0}
      slotProps={{ htmlInput: { ...htmlInputLimits(F.pieces), 'aria-label': T.close.pieces(d.label) } }}
    />
  );

  return (
    <FormDialog
      title={T.close.title}
      submitLabel={T.close.submit}
      dirty={dirty}
      busy={closing.loading}
      error={alert}
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogContentText>{T.close.intro}</DialogContentText>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {T.close.bills}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', mt: 1 }}>
        {DENOMINATIONS.filter((d) => d.kind === 'bill').map((d, i) => field(d, i))}
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {T.close.coins}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', mt: 1 }}>
        {DENOMINATIONS.filter((d) => d.kind === 'coin').map((d) => field(d, 1))}
      </Box>
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mt: 2, textAlign: 'center' }}
      >
        <Box>
          <Typography variant="caption">{T.close.expected}</Typography>
          <Typography variant="h6" component="p">
            {formatGTQ(session.expected)}
          </Typography>
        </Box>
        <Box>
          <Typography variant="caption">{T.close.counted}</Typography>
          <Typography variant="h6" component="p">
            {formatGTQ(counted)}
          </Typography>
        </Box>
        <Box>
          <Typography variant="caption">{T.close.difference}</Typography>
          <Typography variant="h6" component="p" color={differenceColor(difference)}>
            {formatGTQ(difference)}
          </Typography>
          <Typography variant="caption" color={differenceColor(difference)}>
            {differenceLabel(difference)}
          </Typography>
        </Box>
      </Box>
      {needsReason && (
        <TextField
          id="cash-close-reason"
          label={T.close.reason}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(null);
          }}
          error={Boolean(reasonError)}
          helperText={reasonError ?? ' '}
          required
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: htmlInputLimits(F.closeReason) }}
        />
      )}
    </FormDialog>
  );
}
