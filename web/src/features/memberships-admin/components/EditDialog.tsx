import { useState } from 'react';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  fieldError,
  isMembershipStatus,
  MEMBERSHIP_EDITABLE_STATUSES,
  MEMBERSHIP_FIELDS,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_STATUS_LABELS,
  membershipStatusChangeError,
} from '@gym/domain';
import {
  useUpdateMembershipAdminMutation,
  type AdminMembershipRowFragment,
  type UpdateMembershipInput,
} from '../memberships-admin.generated';
import { apiErrorInfo } from '../../../shared/api-error';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import { MEMBERSHIPS_ADMIN_TEXTS as T } from '../texts';
import { DateField } from '../../../shared/components/DateField';
import { FormDialog } from '../../../shared/components/FormDialog';

const FIELDS = MEMBERSHIP_FIELDS.update;
type Field = 'status' | 'startDate' | 'endDate' | 'price' | 'notes';
type Values = Record<Field, string>;

interface Props {
  membership: AdminMembershipRowFragment;
  onClose: () => void;
  onDone: () => void;
}

function initial(m: AdminMembershipRowFragment): Values {
  return { status: m.status, startDate: m.startDate, endDate: m.endDate, price: String(m.price), notes: m.notes ?? '' };
}

/** Editar: what updateMembership accepts (suspend or resume, dates, price, notes); only changes are sent. */
export function EditDialog({ membership, onClose, onDone }: Props) {
  const notify = useNotify();
  const start = initial(membership);
  const [values, setValues] = useState<Values>(start);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [update, { loading }] = useUpdateMembershipAdminMutation();
  // Suspending and resuming are the only direct status changes; other statuses are shown as they are.
  const statusEditable = (MEMBERSHIP_EDITABLE_STATUSES as readonly string[]).includes(membership.status);
  const dirty = (Object.keys(start) as Field[]).some((key) => values[key] !== start[key]);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async () => {
    const input: UpdateMembershipInput = {};
    if (values.status !== start.status) input.status = values.status;
    if (values.startDate !== start.startDate) input.startDate = values.startDate;
    if (values.endDate !== start.endDate) input.endDate = values.endDate;
    if (values.price !== start.price) input.price = Number(values.price);
    if (values.notes.trim() !== start.notes) input.notes = values.notes.trim();
    const found: Partial<Record<Field, string>> = {};
    const check = (field: Field, message: string | null) => {
      if (message) found[field] = message;
    };
    if (input.startDate !== undefined) check('startDate', fieldError(FIELDS.startDate, input.startDate));
    if (input.endDate !== undefined) check('endDate', fieldError(FIELDS.endDate, input.endDate));
    if (values.endDate < values.startDate) check('endDate', MEMBERSHIP_MESSAGES.endBeforeStart);
    if (input.price !== undefined)
      check('price', fieldError(FIELDS.price, values.price.trim() === '' ? null : input.price));
    if (input.notes !== undefined) check('notes', fieldError(FIELDS.notes, input.notes));
    if (input.status && isMembershipStatus(membership.status) && isMembershipStatus(input.status))
      check('status', membershipStatusChangeError(membership.status, input.status, values.endDate));
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(input).length === 0) {
      setAlert(T.dialogs.nothingChanged);
      return;
    }
    try {
      await update({ variables: { id: membership.id, input } });
      notify.success(MEMBERSHIP_MESSAGES.updated);
      onDone();
    } catch (error) {
      setAlert(apiErrorInfo(error).message ?? T.dialogs.editError);
    }
  };

  const dateField = (field: 'startDate' | 'endDate', label: string) => (
    <DateField
      id={`edit-${field}`}
      label={label}
      value={values[field]}
      onChange={(value) => set(field)({ target: { value } })}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? ' '}
      fullWidth
    />
  );

  return (
    <FormDialog
      title={T.dialogs.editTitle(membership.user?.fullName ?? membership.planName)}
      submitLabel={T.dialogs.editSubmit}
      dirty={dirty}
      busy={loading}
      error={alert}
      onSubmit={submit}
      onClose={onClose}
    >
      <Grid container columnSpacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="edit-status"
            select
            label={T.dialogs.editStatus}
            value={values.status}
            onChange={set('status')}
            disabled={!statusEditable}
            error={Boolean(errors.status)}
            helperText={errors.status ?? ' '}
            fullWidth
          >
            {(statusEditable ? MEMBERSHIP_EDITABLE_STATUSES : [membership.status]).map((status) => (
              <MenuItem key={status} value={status}>
                {isMembershipStatus(status) ? MEMBERSHIP_STATUS_LABELS[status] : status}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="edit-price"
            label={T.dialogs.price}
            type="number"
            value={values.price}
            onChange={set('price')}
            error={Boolean(errors.price)}
            helperText={errors.price ?? ' '}
            fullWidth
            slotProps={{ htmlInput: htmlInputLimits(FIELDS.price) }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{dateField('startDate', T.dialogs.startDate)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{dateField('endDate', T.dialogs.endDate)}</Grid>
        <Grid size={{ xs: 12 }}>
          <TextField
            id="edit-notes"
            label={T.dialogs.notes}
            value={values.notes}
            onChange={set('notes')}
            error={Boolean(errors.notes)}
            helperText={errors.notes ?? ' '}
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: htmlInputLimits(FIELDS.notes) }}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
