import { WEBSITE_FIELDS, formatBusinessDate, isPromotionRunning } from '@gym/domain';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import {
  AdminPromotionsDocument,
  useAdminPromotionsQuery,
  useSavePromotionsMutation,
  type AdminPromotionFieldsFragment,
} from '../website.generated';
import { WEBSITE_TEXTS as T } from '../texts';
import { useAdminAction } from '../../../platform/useAdminAction';
import { DateField } from '../../../shared/components/DateField';
import { htmlInputLimits } from '../../../shared/field-contract';
import { validatePromotion, type Errors, type PromotionForm } from '../validation';
import { ConfirmDialog } from './ConfirmDialog';
import { ItemActions } from './ItemActions';
import { uniqueId } from '../../../shared/unique-id';

/** One promotion of the list being edited (saved all together with savePromotions). */
export interface PromotionDraft extends PromotionForm {
  id: string;
  isActive: boolean;
}

type Editing = { mode: 'new' } | { mode: 'edit'; id: string; showErrors: boolean };

const fromServer = (p: AdminPromotionFieldsFragment): PromotionDraft => ({
  id: p.id,
  title: p.title,
  description: p.description ?? '',
  endDate: p.endDate,
  isActive: p.isActive,
});

function statusOf(p: PromotionDraft): { label: string; color: 'success' | 'default' | 'warning' } {
  if (!p.isActive) return { label: T.promotions.inactive, color: 'default' };
  return isPromotionRunning(p)
    ? { label: T.promotions.running, color: 'success' }
    : { label: T.promotions.expired, color: 'warning' };
}

function PromotionDialog({
  promotion,
  showErrors,
  onApply,
  onClose,
}: {
  promotion: PromotionDraft | null;
  /** Opened because saving found this promotion invalid: show why at once. */
  showErrors: boolean;
  onApply: (form: PromotionForm) => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState<PromotionForm>(
    promotion
      ? { title: promotion.title, description: promotion.description, endDate: promotion.endDate }
      : { title: '', description: '', endDate: '' },
  );
  const [errors, setErrors] = useState<Errors<keyof PromotionForm>>(() => (showErrors ? validatePromotion(form) : {}));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePromotion(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    onApply({ title: form.title.trim(), description: form.description.trim(), endDate: form.endDate.trim() });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="promotion-dialog-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="promotion-dialog-title">{promotion ? T.promotions.editTitle : T.promotions.new}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={T.promotions.title}
              value={form.title}
              onChange={(e) => setForm({ ...form, title: e.target.value })}
              error={Boolean(errors.title)}
              helperText={errors.title}
              required
              slotProps={{ htmlInput: htmlInputLimits(WEBSITE_FIELDS.promotion.title) }}
            />
            <TextField
              label={T.promotions.description}
              value={form.description}
              onChange={(e) => setForm({ ...form, description: e.target.value })}
              error={Boolean(errors.description)}
              helperText={errors.description}
              multiline
              minRows={2}
              slotProps={{ htmlInput: htmlInputLimits(WEBSITE_FIELDS.promotion.description) }}
            />
            <DateField
              label={T.promotions.endDate}
              value={form.endDate}
              onChange={(endDate) => setForm({ ...form, endDate })}
              error={Boolean(errors.endDate)}
              helperText={errors.endDate}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="submit" variant="contained">
            {T.promotions.apply}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Promotions: edited as a list here, saved together (PUT /gym/promotions replaces the whole list). */
export function PromotionsTab() {
  const { data } = useAdminPromotionsQuery({ fetchPolicy: 'cache-and-network' });
  const [promotions, setPromotions] = useState<PromotionDraft[]>([]);
  const [dirty, setDirty] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<PromotionDraft | null>(null);
  const [save] = useSavePromotionsMutation({ refetchQueries: [AdminPromotionsDocument] });
  const { run, busy } = useAdminAction();

  useEffect(() => {
    if (!data) return;
    setPromotions(data.promotions.map(fromServer));
    setDirty(false);
  }, [data]);

  const update = (next: (list: PromotionDraft[]) => PromotionDraft[]) => {
    setPromotions(next);
    setDirty(true);
  };

  const apply = (form: PromotionForm) => {
    if (!editing) return;
    // The api keeps the id a new promotion is sent with (up to 60 characters).
    if (editing.mode === 'new') update((list) => [...list, { ...form, id: uniqueId('promo'), isActive: true }]);
    else update((list) => list.map((p) => (p.id === editing.id ? { ...p, ...form } : p)));
    setEditing(null);
  };

  const submit = async () => {
    // Older entries may break today's rules: open the first one with its messages instead of sending.
    const invalid = promotions.find((p) => Object.keys(validatePromotion(p)).length > 0);
    if (invalid) {
      setEditing({ mode: 'edit', id: invalid.id, showErrors: true });
      return;
    }
    await run(
      () =>
        save({
          variables: {
            promotions: promotions.map((p) => ({
              id: p.id,
              title: p.title.trim(),
              description: p.description.trim() || null,
              endDate: p.endDate,
              isActive: p.isActive,
            })),
          },
        }),
      T.promotions.saved,
      T.promotions.failed,
    );
  };

  const full = promotions.length >= WEBSITE_FIELDS.promotion.list.max;
  const current = editing?.mode === 'edit' ? (promotions.find((p) => p.id === editing.id) ?? null) : null;

  return (
    <Stack spacing={2}>
      {promotions.length === 0 && data && <Alert severity="info">{T.promotions.empty}</Alert>}
      {promotions.map((p) => {
        const status = statusOf(p);
        return (
          <Card key={p.id} component="article" aria-label={p.title} variant="outlined">
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                <Box sx={{ minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 700 }}>{p.title}</Typography>
                    <Chip size="small" label={status.label} color={status.color} />
                  </Stack>
                  {p.description && (
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      {p.description}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {T.promotions.until(formatBusinessDate(p.endDate))}
                  </Typography>
                </Box>
                <ItemActions
                  name={p.title}
                  isActive={p.isActive}
                  onToggle={(isActive) => update((list) => list.map((x) => (x.id === p.id ? { ...x, isActive } : x)))}
                  onEdit={() => setEditing({ mode: 'edit', id: p.id, showErrors: false })}
                  onDelete={() => setDeleting(p)}
                />
              </Stack>
            </CardContent>
          </Card>
        );
      })}
      {full && <Alert severity="warning">{T.promotions.limitReached(WEBSITE_FIELDS.promotion.list.max)}</Alert>}
      {dirty && <Alert severity="info">{T.promotions.unsaved}</Alert>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button startIcon={<Add />} onClick={() => setEditing({ mode: 'new' })} disabled={full}>
          {T.promotions.new}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy || !dirty}>
          {busy ? T.saving : T.save}
        </Button>
      </Box>
      {editing !== null && (
        <PromotionDialog
          key={editing.mode === 'edit' ? editing.id : 'new'}
          promotion={current}
          showErrors={editing.mode === 'edit' && editing.showErrors}
          onApply={apply}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        message={deleting ? T.promotions.confirmDelete(deleting.title) : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) update((list) => list.filter((p) => p.id !== target.id));
        }}
      />
    </Stack>
  );
}
