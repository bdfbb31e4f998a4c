import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  businessDate,
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_FIELDS,
  EXPENSE_MESSAGES,
  expenseCreateQuickCheck,
  fieldError,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  RECURRING_FREQUENCIES,
  RECURRING_FREQUENCY_LABELS,
  type FieldContract,
} from '@gym/domain';
import { DateField } from '../../../shared/components/DateField';
import { FormDialog } from '../../../shared/components/FormDialog';
import { apiErrorInfo } from '../../../shared/api-error';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import { useCreateExpenseMutation, useUpdateExpenseMutation, type ExpenseRowFragment } from '../expenses.generated';
import { EXPENSES_TEXTS as T } from '../texts';

const F = EXPENSE_FIELDS.expense;

interface Values {
  title: string;
  amount: string;
  category: string;
  expenseDate: string;
  vendor: string;
  invoiceNumber: string;
  paymentMethod: string;
  description: string;
  notes: string;
  isRecurring: boolean;
  recurringFrequency: string;
  recurringEndDate: string;
}
type Field = keyof Values;

function initialValues(expense: ExpenseRowFragment | null): Values {
  return {
    title: expense?.title ?? '',
    amount: expense ? String(expense.amount) : '',
    category: expense?.category ?? '',
    expenseDate: expense?.expenseDate ?? businessDate(),
    vendor: expense?.vendor ?? '',
    invoiceNumber: expense?.invoiceNumber ?? '',
    paymentMethod: expense?.paymentMethod ?? '',
    description: expense?.description ?? '',
    notes: expense?.notes ?? '',
    isRecurring: expense?.isRecurring ?? false,
    recurringFrequency: expense?.recurringFrequency ?? 'monthly',
    recurringEndDate: expense?.recurringEndDate ?? '',
  };
}

const CONTRACTS: Partial<Record<Field, FieldContract>> = {
  title: F.title,
  category: F.category,
  expenseDate: F.expenseDate,
  vendor: F.vendor,
  invoiceNumber: F.invoiceNumber,
  paymentMethod: F.paymentMethod,
  description: F.description,
  notes: F.notes,
};

/** Field -> message by the domain's contracts (the api's own rules and messages). */
export function expenseFormErrors(values: Values, creating: boolean): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = creating ? { ...expenseCreateQuickCheck(values) } : {};
  for (const [field, contract] of Object.entries(CONTRACTS) as [Field, FieldContract][]) {
    if (errors[field]) continue;
    const value = String(values[field]).trim();
    const message = fieldError(contract, value === '' ? undefined : value);
    if (message) errors[field] = message;
  }
  if (!errors.amount) {
    const amount = values.amount.trim() === '' ? undefined : Number(values.amount);
    const message = fieldError(F.amount, amount);
    if (message) errors.amount = message;
  }
  if (creating && values.isRecurring) {
    const frequency = fieldError({ ...F.recurringFrequency, required: true }, values.recurringFrequency || undefined);
    if (frequency) errors.recurringFrequency = frequency;
    const end = fieldError(F.recurringEndDate, values.recurringEndDate || undefined);
    if (end) errors.recurringEndDate = end;
  }
  return errors;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

interface Props {
  /** The expense to edit; null records a new one. */
  expense: ExpenseRowFragment | null;
  onClose: () => void;
  onDone: (expenseId: string) => void;
}

/** Create or edit an expense: the validator's messages under each field, the server's refusal above the buttons. */
export function ExpenseFormDialog({ expense, onClose, onDone }: Props) {
  const creating = expense === null;
  const notify = useNotify();
  const [initial] = useState(() => initialValues(expense));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [create, created] = useCreateExpenseMutation();
  const [update, updated] = useUpdateExpenseMutation();
  const dirty = (Object.keys(values) as Field[]).some((field) => values[field] !== initial[field]);

  const set = (field: Field) => (value: string | boolean) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async () => {
    const found = expenseFormErrors(values, creating);
    setErrors(found);
    setAlert(null);
    if (Object.values(found).some(Boolean)) return;
    const common = {
      title: values.title.trim(),
      amount: Number(values.amount),
      category: values.category,
      expenseDate: values.expenseDate || null,
      vendor: orNull(values.vendor),
      invoiceNumber: orNull(values.invoiceNumber),
      paymentMethod: orNull(values.paymentMethod),
      description: orNull(values.description),
      notes: orNull(values.notes),
    };
    try {
      if (creating) {
        const { data } = await create({
          variables: {
            input: {
              ...common,
              isRecurring: values.isRecurring,
              recurringFrequency: values.isRecurring ? values.recurringFrequency : null,
              recurringEndDate: values.isRecurring ? orNull(values.recurringEndDate) : null,
            },
          },
        });
        notify.success(data?.createExpense.message ?? EXPENSE_MESSAGES.created);
        onDone(data?.createExpense.expense.id ?? '');
      } else {
        const { data } = await update({ variables: { id: expense.id, input: common } });
        notify.success(data?.updateExpense.message ?? EXPENSE_MESSAGES.updated);
        onDone(expense.id);
      }
    } catch (failure) {
      setAlert(apiErrorInfo(failure).message ?? T.form.error);
    }
  };

  const day = (field: 'expenseDate' | 'recurringEndDate', label: string) => (
    <DateField
      id={`expense-${field}`}
      label={label}
      value={values[field]}
      onChange={set(field)}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? ' '}
      size="small"
      fullWidth
    />
  );

  const text = (field: Field, label: string, contract: FieldContract | undefined, extra: object = {}) => (
    <TextField
      id={`expense-${field}`}
      label={label}
      value={values[field] as string}
      onChange={(event) => set(field)(event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? ' '}
      size="small"
      fullWidth
      slotProps={{ htmlInput: contract ? htmlInputLimits(contract) : {}, inputLabel: { shrink: true } }}
      {...extra}
    />
  );

  return (
    <FormDialog
      title={creating ? T.form.createTitle : T.form.editTitle(expense.title)}
      submitLabel={creating ? T.form.create : T.form.save}
      dirty={dirty}
      busy={created.loading || updated.loading}
      error={alert}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: 1 }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          {text('title', T.form.title, F.title, { autoFocus: true, required: true })}
        </Box>
        {text('amount', T.form.amount, undefined, {
          required: true,
          type: 'number',
          slotProps: { htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' }, inputLabel: { shrink: true } },
        })}
        {text('category', T.form.category, undefined, {
          required: true,
          select: true,
          children: EXPENSE_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {EXPENSE_CATEGORY_LABELS[category]}
            </MenuItem>
          )),
        })}
        {day('expenseDate', T.form.expenseDate)}
        {text('paymentMethod', T.form.paymentMethod, undefined, {
          select: true,
          children: [
            <MenuItem key="none" value="">
              {T.form.noMethod}
            </MenuItem>,
            ...PAYMENT_METHODS.map((method) => (
              <MenuItem key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </MenuItem>
            )),
          ],
        })}
        {text('vendor', T.form.vendor, F.vendor)}
        {text('invoiceNumber', T.form.invoiceNumber, F.invoiceNumber)}
        <Box sx={{ gridColumn: '1 / -1' }}>
          {text('description', T.form.description, F.description, { multiline: true, minRows: 2 })}
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>{text('notes', T.form.notes, F.notes, { multiline: true, minRows: 1 })}</Box>
        {creating ? (
          <>
            <FormControlLabel
              sx={{ gridColumn: '1 / -1', mb: 1 }}
              control={
                <Checkbox checked={values.isRecurring} onChange={(event) => set('isRecurring')(event.target.checked)} />
              }
              label={T.form.isRecurring}
            />
            {values.isRecurring && (
              <>
                {text('recurringFrequency', T.form.frequency, undefined, {
                  select: true,
                  children: RECURRING_FREQUENCIES.map((frequency) => (
                    <MenuItem key={frequency} value={frequency}>
                      {RECURRING_FREQUENCY_LABELS[frequency]}
                    </MenuItem>
                  )),
                })}
                {day('recurringEndDate', T.form.recurringEndDate)}
              </>
            )}
          </>
        ) : (
          expense.isRecurring && (
            <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
              {T.form.recurringFixed}
            </Typography>
          )
        )}
      </Box>
    </FormDialog>
  );
}
