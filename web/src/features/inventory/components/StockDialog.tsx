import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  fieldError,
  STOCK_OPERATIONS,
  STORE_ADMIN_MESSAGES as ADMIN,
  STORE_FIELDS,
  stockAfter,
  type StockOperation,
} from '@gym/domain';
import { FormDialog } from '../../../shared/components/FormDialog';
import { apiErrorInfo } from '../../../shared/api-error';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import {
  useBulkInventoryStockMutation,
  useUpdateInventoryStockMutation,
  type InventoryProductRowFragment,
} from '../inventory.generated';
import { INVENTORY_TEXTS as T } from '../texts';

const S = STORE_FIELDS.stock;

interface StockValues {
  operation: StockOperation;
  quantity: string;
  reason: string;
}

function stockErrors(values: StockValues): Partial<Record<keyof StockValues, string>> {
  const quantity = values.quantity.trim() === '' ? undefined : Number(values.quantity);
  const errors: Partial<Record<keyof StockValues, string>> = {};
  const q = fieldError(S.quantity, quantity);
  if (q) errors.quantity = q;
  const r = fieldError(S.reason, values.reason.trim() || undefined);
  if (r) errors.reason = r;
  return errors;
}

function StockFields({
  values,
  errors,
  onChange,
  preview,
}: {
  values: StockValues;
  errors: Partial<Record<keyof StockValues, string>>;
  onChange: (patch: Partial<StockValues>) => void;
  preview: string | null;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: 1 }}>
      <TextField
        id="stock-operation"
        select
        size="small"
        label={T.stock.operation}
        value={values.operation}
        onChange={(event) => onChange({ operation: event.target.value as StockOperation })}
        helperText=" "
      >
        {STOCK_OPERATIONS.map((operation) => (
          <MenuItem key={operation} value={operation}>
            {T.stock.operations[operation]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="stock-quantity"
        type="number"
        size="small"
        autoFocus
        label={values.operation === 'set' ? T.stock.newFigure : T.stock.quantity}
        value={values.quantity}
        onChange={(event) => onChange({ quantity: event.target.value })}
        error={Boolean(errors.quantity)}
        helperText={errors.quantity ?? preview ?? ' '}
        slotProps={{ htmlInput: htmlInputLimits(S.quantity) }}
      />
      <TextField
        id="stock-reason"
        size="small"
        label={T.stock.reason}
        placeholder={ADMIN.stockDefaultReason}
        value={values.reason}
        onChange={(event) => onChange({ reason: event.target.value })}
        error={Boolean(errors.reason)}
        helperText={errors.reason ?? T.stock.reasonHint}
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: htmlInputLimits(S.reason) }}
      />
    </Box>
  );
}

interface Props {
  product: InventoryProductRowFragment;
  /** The figure typed in the grid's cell: the dialog only asks why. */
  newFigure?: number;
  onClose: () => void;
  onDone: (product: InventoryProductRowFragment) => void;
}

/** One product's stock: set, add or subtract, with the reason that goes into its movement. */
export function StockDialog({ product, newFigure, onClose, onDone }: Props) {
  const notify = useNotify();
  const [values, setValues] = useState<StockValues>({
    operation: 'set',
    quantity: newFigure === undefined ? '' : String(newFigure),
    reason: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof StockValues, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [save, saving] = useUpdateInventoryStockMutation();
  const quantity = Number(values.quantity);
  const valid = values.quantity.trim() !== '' && Number.isInteger(quantity) && quantity >= 0;
  const after = valid ? stockAfter(product.stockQuantity, values.operation, quantity) : null;

  const submit = async () => {
    const found = stockErrors(values);
    setErrors(found);
    setAlert(null);
    if (Object.values(found).some(Boolean)) return;
    try {
      const { data } = await save({
        variables: {
          id: product.id,
          input: { operation: values.operation, quantity, reason: values.reason.trim() || null },
        },
      });
      notify.success(data?.updateProductStock.message ?? ADMIN.stockUpdated);
      onDone(data?.updateProductStock.product ?? product);
    } catch (failure) {
      setAlert(apiErrorInfo(failure).message ?? T.stock.error);
    }
  };

  return (
    <FormDialog
      title={T.stock.title(product.name)}
      submitLabel={T.stock.save}
      dirty={values.reason !== '' || values.quantity !== (newFigure === undefined ? '' : String(newFigure))}
      busy={saving.loading}
      error={alert}
      onSubmit={submit}
      onClose={onClose}
    >
      <StockFields
        values={values}
        errors={errors}
        onChange={(patch) => {
          setValues((previous) => ({ ...previous, ...patch }));
          setErrors({});
        }}
        preview={after === null ? null : T.stock.preview(product.stockQuantity, after)}
      />
    </FormDialog>
  );
}

interface BulkProps {
  products: InventoryProductRowFragment[];
  onClose: () => void;
  onDone: () => void;
}

/** The selected products' stock in one change: all of them or none (the api's transaction). */
export function BulkStockDialog({ products, onClose, onDone }: BulkProps) {
  const notify = useNotify();
  const [values, setValues] = useState<StockValues>({ operation: 'add', quantity: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof StockValues, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [save, saving] = useBulkInventoryStockMutation();

  const submit = async () => {
    const found = stockErrors(values);
    setErrors(found);
    setAlert(null);
    if (Object.values(found).some(Boolean)) return;
    try {
      const { data } = await save({
        variables: {
          updates: products.map((product) => ({
            productId: product.id,
            operation: values.operation,
            quantity: Number(values.quantity),
            reason: values.reason.trim() || null,
          })),
        },
      });
      notify.success(data?.bulkUpdateStock.message ?? ADMIN.bulkStockUpdated);
      onDone();
    } catch (failure) {
      setAlert(apiErrorInfo(failure).message ?? T.stock.bulkError);
    }
  };

  return (
    <FormDialog
      title={T.stock.bulkTitle(products.length)}
      submitLabel={T.stock.save}
      dirty={values.quantity !== '' || values.reason !== ''}
      busy={saving.loading}
      error={alert}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {products.map((product) => product.name).join(', ')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {T.stock.bulkNote}
      </Typography>
      <StockFields
        values={values}
        errors={errors}
        onChange={(patch) => {
          setValues((previous) => ({ ...previous, ...patch }));
          setErrors({});
        }}
        preview={null}
      />
    </FormDialog>
  );
}
