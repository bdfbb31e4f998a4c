import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import {
  CONTENT_IMAGE_TYPES,
  fieldError,
  normalizedText,
  STORE_ADMIN_MESSAGES as ADMIN,
  STORE_FIELDS,
} from '@gym/domain';
import { FormDialog } from '../../../shared/components/FormDialog';
import { StaffGrid } from '../../../shared/components/StaffGrid';
import { apiErrorInfo } from '../../../shared/api-error';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import {
  useCreateInventoryBrandMutation,
  useDeleteInventoryBrandMutation,
  useInventoryBrandsQuery,
  useInventoryStatsQuery,
  useUpdateInventoryBrandMutation,
  type InventoryBrandFragment,
} from '../inventory.generated';
import { INVENTORY_TEXTS as T } from '../texts';
import { DeleteDialog } from './DeleteDialog';
import { uploadBrand } from '../upload-images';

const B = STORE_FIELDS.brand;
type BrandField = 'name' | 'description' | 'website';

function BrandDialog({
  brand,
  onClose,
  onDone,
}: {
  brand: InventoryBrandFragment | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const notify = useNotify();
  const [values, setValues] = useState({
    name: brand?.name ?? '',
    description: brand?.description ?? '',
    website: brand?.website ?? '',
    isActive: brand?.isActive ?? true,
  });
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<BrandField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [create] = useCreateInventoryBrandMutation();
  const [update] = useUpdateInventoryBrandMutation();
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const submit = async () => {
    const found: Partial<Record<BrandField, string>> = {};
    for (const field of ['name', 'description', 'website'] as const) {
      const message = fieldError(B[field], values[field].trim() || undefined);
      if (message) found[field] = message;
    }
    setErrors(found);
    setAlert(null);
    if (Object.values(found).some(Boolean)) return;
    const input = {
      name: values.name.trim(),
      description: values.description.trim() || null,
      // 'gymshark.com' is sent as the api stores it: 'https://gymshark.com' (the contract's normalize).
      website: normalizedText(B.website, values.website) || null,
      isActive: values.isActive,
    };
    setBusy(true);
    try {
      if (logo) {
        const fields: Record<string, string> = { name: input.name, isActive: String(input.isActive) };
        if (input.description) fields.description = input.description;
        if (input.website) fields.website = input.website;
        await uploadBrand(brand?.id ?? null, fields, logo);
        notify.success(brand ? ADMIN.brandUpdated : ADMIN.brandCreated);
      } else if (brand) {
        const { data } = await update({ variables: { id: brand.id, input } });
        notify.success(data?.updateBrand.message ?? ADMIN.brandUpdated);
      } else {
        const { data } = await create({ variables: { input } });
        notify.success(data?.createBrand.message ?? ADMIN.brandCreated);
      }
      onDone();
    } catch (failure) {
      setAlert(
        failure instanceof Error && failure.name === 'UploadError'
          ? failure.message
          : (apiErrorInfo(failure).message ?? T.brands.error),
      );
    } finally {
      setBusy(false);
    }
  };

  const text = (field: BrandField, label: string, extra: object = {}) => (
    <TextField
      id={`brand-${field}`}
      label={label}
      value={values[field]}
      onChange={(event) => {
        setValues((previous) => ({ ...previous, [field]: event.target.value }));
        setErrors((previous) => ({ ...previous, [field]: undefined }));
      }}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? ' '}
      size="small"
      fullWidth
      slotProps={{ htmlInput: htmlInputLimits(B[field]) }}
      {...extra}
    />
  );

  return (
    <FormDialog
      title={brand ? T.brands.editTitle(brand.name) : T.brands.createTitle}
      submitLabel={T.brands.save}
      dirty={logo !== null || values.name !== (brand?.name ?? '')}
      busy={busy}
      error={alert}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box sx={{ pt: 1 }}>
        {text('name', T.brands.name, { autoFocus: true, required: true })}
        {text('website', T.brands.website, { placeholder: 'marca.com' })}
        {text('description', T.brands.description, { multiline: true, minRows: 2 })}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar variant="rounded" src={preview ?? brand?.logo ?? undefined} alt={T.brands.logo}>
            {values.name.slice(0, 1)}
          </Avatar>
          <Button size="small" onClick={() => fileInput.current?.click()}>
            {T.brands.chooseLogo}
          </Button>
          <Typography variant="caption">{logo?.name}</Typography>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={CONTENT_IMAGE_TYPES.join(',')}
            aria-label={T.brands.logo}
            onChange={(event) => setLogo(event.target.files?.[0] ?? null)}
          />
        </Stack>
        <FormControlLabel
          control={
            <Checkbox
              checked={values.isActive}
              onChange={(event) => setValues((previous) => ({ ...previous, isActive: event.target.checked }))}
            />
          }
          label={T.brands.isActive}
        />
      </Box>
    </FormDialog>
  );
}

/** Brands: search, figures, the list with logo and product count, create or edit with a logo, delete. */
export function BrandsTab() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const searchError = debounced ? fieldError(STORE_FIELDS.searchQuery, debounced) : null;
  const brands = useInventoryBrandsQuery({
    variables: { search: debounced || null },
    skip: Boolean(searchError),
    fetchPolicy: 'cache-and-network',
  });
  const statsQuery = useInventoryStatsQuery({ fetchPolicy: 'cache-and-network' });
  const stats = statsQuery.data?.brandStats;
  const [editing, setEditing] = useState<InventoryBrandFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<InventoryBrandFragment | null>(null);
  const [remove, removal] = useDeleteInventoryBrandMutation();

  const refresh = () => {
    void brands.refetch();
    void statsQuery.refetch();
  };

  const columns: GridColDef<InventoryBrandFragment>[] = [
    {
      field: 'logo',
      headerName: T.brands.columns.logo,
      width: 64,
      sortable: false,
      renderCell: ({ row }) => (
        <Avatar variant="rounded" src={row.logo ?? undefined} alt={row.name} sx={{ width: 32, height: 32, mt: 0.5 }}>
          {row.name.slice(0, 1)}
        </Avatar>
      ),
    },
    { field: 'name', headerName: T.brands.columns.name, flex: 1, minWidth: 140 },
    { field: 'website', headerName: T.brands.columns.website, flex: 1, minWidth: 160 },
    { field: 'productCount', headerName: T.brands.columns.products, width: 100, type: 'number' },
    {
      field: 'isActive',
      headerName: T.brands.columns.status,
      width: 90,
      valueGetter: (_v, row) => (row.isActive ? T.chips.active : T.chips.inactive),
    },
    {
      field: 'actions',
      headerName: '',
      width: 96,
      sortable: false,
      renderCell: ({ row }) => (
        <>
          <IconButton size="small" aria-label={`${T.brands.edit} ${row.name}`} onClick={() => setEditing(row)}>
            <EditOutlined fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`${T.brands.delete} ${row.name}`} onClick={() => setDeleting(row)}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <Typography variant="body2" aria-label={T.brands.figures.total}>
          {T.brands.figures.total}: <strong>{stats?.totalBrands ?? '—'}</strong>
        </Typography>
        <Typography variant="body2">
          {T.brands.figures.active}: <strong>{stats?.activeBrands ?? '—'}</strong>
        </Typography>
        <Typography variant="body2">
          {T.brands.figures.withProducts}: <strong>{stats?.brandsWithProducts ?? '—'}</strong>
        </Typography>
        <Box sx={{ flex: 1 }} />
        <TextField
          size="small"
          label={T.brands.search}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          error={Boolean(searchError)}
          helperText={searchError ?? undefined}
          slotProps={{ htmlInput: htmlInputLimits(STORE_FIELDS.searchQuery) }}
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {T.brands.new}
        </Button>
      </Box>
      <StaffGrid
        label={T.tabs.brands}
        emptyText={T.brands.empty}
        rows={(brands.data ?? brands.previousData)?.managementBrands ?? []}
        columns={columns}
        loading={brands.loading}
        pageSizeOptions={[25, 50, 100]}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      />
      {editing && (
        <BrandDialog
          brand={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
      {deleting && (
        <DeleteDialog
          title={T.brands.deleteTitle(deleting.name)}
          submitLabel={T.brands.delete}
          failureText={T.brands.deleteError}
          busy={removal.loading}
          remove={async () => {
            const { data } = await remove({ variables: { id: deleting.id } });
            return data?.deleteBrand.message ?? ADMIN.brandDeleted;
          }}
          onDeleted={() => {
            setDeleting(null);
            refresh();
          }}
          onClose={() => setDeleting(null)}
        >
          {deleting.productCount > 0 && (
            <Alert severity="warning">
              {T.brands.columns.products}: {deleting.productCount}
            </Alert>
          )}
        </DeleteDialog>
      )}
    </Stack>
  );
}
