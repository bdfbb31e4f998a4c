import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  fieldError,
  productPriceError,
  STORE_ADMIN_MESSAGES as ADMIN,
  STORE_FIELDS,
  type FieldContract,
} from '@gym/domain';
import { FormDialog } from '../../../shared/components/FormDialog';
import { apiErrorInfo } from '../../../shared/api-error';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import {
  useCreateInventoryProductMutation,
  useUpdateInventoryProductMutation,
  type InventoryBrandFragment,
  type InventoryCategoryFragment,
  type InventoryImageFragment,
  type InventoryProductDetailFragment,
} from '../inventory.generated';
import { INVENTORY_TEXTS as T } from '../texts';
import { uploadProductImage } from '../upload-images';
import { ImageManager, type UploadProgress } from './ImageManager';

const P = STORE_FIELDS.product;

export interface ProductValues {
  name: string;
  description: string;
  price: string;
  originalPrice: string;
  sku: string;
  stockQuantity: string;
  minStock: string;
  weight: string;
  categoryId: string;
  brandId: string;
  deliveryTime: string;
  isActive: boolean;
  isFeatured: boolean;
  allowOnlinePayment: boolean;
  allowCardPayment: boolean;
  allowCashOnDelivery: boolean;
  /** One option a line: 'sabor: Chocolate, Vainilla'. */
  options: string;
}
type Field = keyof ProductValues;

/** 'sabor: Chocolate, Vainilla' lines -> [{ name, values }]; blank lines are skipped. */
export function parseOptions(text: string): { name: string; values: string[] }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      const name = (colon < 0 ? line : line.slice(0, colon)).trim();
      const values =
        colon < 0
          ? []
          : line
              .slice(colon + 1)
              .split(',')
              .map((value) => value.trim())
              .filter(Boolean);
      return { name, values };
    });
}

function optionsError(text: string): string | null {
  for (const option of parseOptions(text)) {
    const message =
      fieldError(P.optionName, option.name || undefined) ??
      fieldError({ ...P.optionValues, required: true }, option.values) ??
      option.values.map((value) => fieldError(P.optionValue, value)).find(Boolean) ??
      null;
    if (message) return message;
  }
  return null;
}

const DEFAULT_MIN_STOCK = '5';

function initialValues(product: InventoryProductDetailFragment | null): ProductValues {
  const n = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: n(product?.price),
    originalPrice: n(product?.originalPrice),
    sku: product?.sku ?? '',
    stockQuantity: product ? String(product.stockQuantity) : '0',
    minStock: product ? String(product.minStock) : DEFAULT_MIN_STOCK,
    weight: n(product?.weight),
    categoryId: product?.categoryId ?? '',
    brandId: product?.brandId ?? '',
    deliveryTime: product?.deliveryTime ?? '',
    isActive: product?.isActive ?? true,
    isFeatured: product?.isFeatured ?? false,
    allowOnlinePayment: product?.allowOnlinePayment ?? true,
    allowCardPayment: product?.allowCardPayment ?? true,
    allowCashOnDelivery: product?.allowCashOnDelivery ?? true,
    options: (product?.variants ?? []).map((variant) => `${variant.name}: ${variant.values.join(', ')}`).join('\n'),
  };
}

const TEXT_CONTRACTS: Partial<Record<Field, FieldContract>> = {
  name: P.name,
  description: P.description,
  sku: P.sku,
  categoryId: P.categoryId,
  brandId: P.brandId,
  deliveryTime: P.deliveryTime,
};
const NUMBER_CONTRACTS: Partial<Record<Field, FieldContract>> = {
  price: P.price,
  originalPrice: P.originalPrice,
  stockQuantity: P.stockQuantity,
  minStock: P.minStock,
  weight: P.weight,
};

const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** Field -> message by the domain's contracts (the api's own rules and messages, spec §5 Product). */
export function productFormErrors(values: ProductValues): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const [field, contract] of Object.entries(TEXT_CONTRACTS) as [Field, FieldContract][]) {
    const value = String(values[field]).trim();
    const message = fieldError(contract, value === '' ? undefined : value);
    if (message) errors[field] = message;
  }
  for (const [field, contract] of Object.entries(NUMBER_CONTRACTS) as [Field, FieldContract][]) {
    const message = fieldError(contract, numberOrUndefined(String(values[field])));
    if (message) errors[field] = message;
  }
  if (!errors.price && !errors.originalPrice) {
    const message = productPriceError(Number(values.price), numberOrUndefined(values.originalPrice) ?? null);
    if (message) errors.price = message;
  }
  const options = optionsError(values.options);
  if (options) errors.options = options;
  return errors;
}

interface Props {
  /** The product to edit; null creates one. */
  product: InventoryProductDetailFragment | null;
  categories: InventoryCategoryFragment[];
  brands: InventoryBrandFragment[];
  onClose: () => void;
  onDone: (productId: string) => void;
}

/**
 * Create or edit a product with its images. Creating is two steps: the product, then its images
 * one by one with their progress; a failed upload keeps the product (and this form, now editing
 * it) so the clerk retries from here. A server refusal keeps every typed value.
 */
export function ProductFormDialog({ product, categories, brands, onClose, onDone }: Props) {
  const notify = useNotify();
  const [initial] = useState(() => initialValues(product));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState<InventoryProductDetailFragment | null>(product);
  const [images, setImages] = useState<InventoryImageFragment[]>(product?.images ?? []);
  const [pending, setPending] = useState<File[]>([]);
  const [uploads, setUploads] = useState<UploadProgress[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [create, created] = useCreateInventoryProductMutation();
  const [update, updated] = useUpdateInventoryProductMutation();
  const productId = saved?.id ?? null;
  const dirty =
    pending.length > 0 || (Object.keys(values) as Field[]).some((field) => values[field] !== initial[field]);

  const set = (field: Field) => (value: string | boolean) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  /** Uploads one file after another; stops at the first refusal and answers its message. */
  const uploadAll = async (id: string, files: File[]): Promise<string | null> => {
    try {
      for (const file of files) {
        setUploads([{ name: file.name, percent: 0 }]);
        const image = await uploadProductImage(id, file, (percent) => setUploads([{ name: file.name, percent }]));
        setImages((previous) => [...previous, image]);
        setPending((previous) => previous.filter((other) => other !== file));
      }
      return null;
    } catch (failure) {
      return failure instanceof Error ? failure.message : T.images.network;
    } finally {
      setUploads([]);
    }
  };

  const chooseFiles = (files: File[]) => {
    setUploadError(null);
    if (!productId) {
      setPending((previous) => [...previous, ...files]);
      return;
    }
    void uploadAll(productId, files).then((message) => setUploadError(message));
  };

  const submit = async () => {
    const found = productFormErrors(values);
    setErrors(found);
    setAlert(null);
    if (Object.values(found).some(Boolean)) return;
    const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
    const common = {
      name: values.name.trim(),
      description: orNull(values.description),
      price: Number(values.price),
      originalPrice: numberOrUndefined(values.originalPrice) ?? null,
      sku: orNull(values.sku),
      minStock: Number(values.minStock || 0),
      weight: numberOrUndefined(values.weight) ?? null,
      categoryId: values.categoryId,
      brandId: orNull(values.brandId),
      deliveryTime: orNull(values.deliveryTime),
      isActive: values.isActive,
      isFeatured: values.isFeatured,
      allowOnlinePayment: values.allowOnlinePayment,
      allowCardPayment: values.allowCardPayment,
      allowCashOnDelivery: values.allowCashOnDelivery,
      variants: parseOptions(values.options),
    };
    if (productId) {
      try {
        const { data } = await update({ variables: { id: productId, input: common } });
        notify.success(data?.updateManagementProduct.message ?? ADMIN.productUpdated);
        onDone(productId);
      } catch (failure) {
        setAlert(apiErrorInfo(failure).message ?? T.form.updateError);
      }
      return;
    }
    let createdProduct: InventoryProductDetailFragment | null;
    try {
      const { data } = await create({
        variables: { input: { ...common, stockQuantity: Number(values.stockQuantity || 0) } },
      });
      createdProduct = data?.createManagementProduct.product ?? null;
      notify.success(data?.createManagementProduct.message ?? ADMIN.productCreated);
    } catch (failure) {
      setAlert(apiErrorInfo(failure).message ?? T.form.createError);
      return;
    }
    if (!createdProduct) return;
    setSaved(createdProduct);
    const failed = pending.length > 0 ? await uploadAll(createdProduct.id, pending) : null;
    if (failed) {
      // The product exists: the form now edits it and keeps what was typed.
      setAlert(T.form.createdButUploadFailed(failed));
      return;
    }
    onDone(createdProduct.id);
  };

  const text = (field: Field, label: string, contract: FieldContract | undefined, extra: object = {}) => (
    <TextField
      id={`product-${field}`}
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
  const check = (field: Field, label: string) => (
    <FormControlLabel
      control={
        <Checkbox
          size="small"
          checked={values[field] as boolean}
          onChange={(event) => set(field)(event.target.checked)}
        />
      }
      label={label}
    />
  );
  const numeric = (contract: FieldContract) => ({
    type: 'number',
    slotProps: { htmlInput: htmlInputLimits(contract), inputLabel: { shrink: true } },
  });

  return (
    <FormDialog
      title={saved ? T.form.editTitle(saved.name) : T.form.createTitle}
      submitLabel={productId ? T.form.save : T.form.create}
      dirty={dirty}
      busy={created.loading || updated.loading || uploads.length > 0}
      error={alert}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: 1 }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          {text('name', T.form.name, P.name, { autoFocus: true, required: true })}
        </Box>
        {text('price', T.form.price, undefined, { required: true, ...numeric(P.price) })}
        {text('originalPrice', T.form.originalPrice, undefined, numeric(P.originalPrice))}
        {text('categoryId', T.form.category, undefined, {
          required: true,
          select: true,
          children: categories.map((category) => (
            <MenuItem key={category.id} value={category.id}>
              {category.name}
            </MenuItem>
          )),
        })}
        {text('brandId', T.form.brand, undefined, {
          select: true,
          children: [
            <MenuItem key="none" value="">
              {T.form.noBrand}
            </MenuItem>,
            ...brands.map((brand) => (
              <MenuItem key={brand.id} value={brand.id}>
                {brand.name}
              </MenuItem>
            )),
          ],
        })}
        {text('sku', T.form.sku, P.sku, { placeholder: T.form.skuHint })}
        {productId
          ? text('minStock', T.form.minStock, undefined, numeric(P.minStock))
          : text('stockQuantity', T.form.stock, undefined, numeric(P.stockQuantity))}
        {!productId && text('minStock', T.form.minStock, undefined, numeric(P.minStock))}
        {text('weight', T.form.weight, undefined, numeric(P.weight))}
        {text('deliveryTime', T.form.deliveryTime, P.deliveryTime)}
        <Box sx={{ gridColumn: '1 / -1' }}>
          {text('description', T.form.description, P.description, { multiline: true, minRows: 2 })}
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          {text('options', T.form.options, undefined, {
            multiline: true,
            minRows: 1,
            placeholder: T.form.optionsHint,
          })}
        </Box>
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
          {check('isActive', T.form.isActive)}
          {check('isFeatured', T.form.isFeatured)}
          {check('allowOnlinePayment', T.form.allowOnlinePayment)}
          {check('allowCardPayment', T.form.allowCardPayment)}
          {check('allowCashOnDelivery', T.form.allowCashOnDelivery)}
        </Box>
        <ImageManager
          productId={productId}
          images={images}
          onImagesChange={setImages}
          pending={pending}
          onPendingChange={setPending}
          onFilesChosen={chooseFiles}
          uploads={uploads}
          error={uploadError}
        />
      </Box>
    </FormDialog>
  );
}
