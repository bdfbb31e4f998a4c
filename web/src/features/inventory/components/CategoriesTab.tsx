import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { categorySlug, fieldError, formatGTQ, STORE_ADMIN_MESSAGES as ADMIN, STORE_FIELDS } from '@gym/domain';
import { FormDialog } from '../../../shared/components/FormDialog';
import { StaffGrid } from '../../../shared/components/StaffGrid';
import { apiErrorInfo } from '../../../shared/api-error';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import {
  useCreateInventoryCategoryMutation,
  useDeleteInventoryCategoryMutation,
  useInventoryCategoriesQuery,
  useInventoryStatsQuery,
  useReorderInventoryCategoriesMutation,
  useUpdateInventoryCategoryMutation,
  type InventoryCategoryFragment,
} from '../inventory.generated';
import { INVENTORY_TEXTS as T } from '../texts';
import { DeleteDialog } from './DeleteDialog';
import { moved } from './ImageManager';

const C = STORE_FIELDS.category;
type CategoryField = 'name' | 'slug' | 'description' | 'displayOrder';

function CategoryDialog({
  category,
  nextOrder,
  onClose,
  onDone,
}: {
  category: InventoryCategoryFragment | null;
  nextOrder: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const notify = useNotify();
  const [values, setValues] = useState({
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
    displayOrder: String(category?.displayOrder ?? nextOrder),
    isActive: category?.isActive ?? true,
  });
  const [errors, setErrors] = useState<Partial<Record<CategoryField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [create, created] = useCreateInventoryCategoryMutation();
  const [update, updated] = useUpdateInventoryCategoryMutation();

  const submit = async () => {
    const found: Partial<Record<CategoryField, string>> = {};
    for (const field of ['name', 'slug', 'description'] as const) {
      const message = fieldError(C[field], values[field].trim() || undefined);
      if (message) found[field] = message;
    }
    const order = fieldError(
      C.displayOrder,
      values.displayOrder.trim() === '' ? undefined : Number(values.displayOrder),
    );
    if (order) found.displayOrder = order;
    setErrors(found);
    setAlert(null);
    if (Object.values(found).some(Boolean)) return;
    const input = {
      name: values.name.trim(),
      slug: values.slug.trim() || null,
      description: values.description.trim() || null,
      displayOrder: values.displayOrder.trim() === '' ? null : Number(values.displayOrder),
      isActive: values.isActive,
    };
    try {
      if (category) {
        const { data } = await update({ variables: { id: category.id, input } });
        notify.success(data?.updateCategory.message ?? ADMIN.categoryUpdated);
      } else {
        const { data } = await create({ variables: { input } });
        notify.success(data?.createCategory.message ?? ADMIN.categoryCreated);
      }
      onDone();
    } catch (failure) {
      setAlert(apiErrorInfo(failure).message ?? T.categories.error);
    }
  };

  const text = (field: CategoryField, label: string, extra: object = {}) => (
    <TextField
      id={`category-${field}`}
      label={label}
      value={values[field]}
      onChange={(event) => {
        setValues((previous) => ({ ...previous, [field]: event.target.value }));
        setErrors((previous) => ({ ...previous, [field]: undefined }));
      }}
      error={Boolean(errors[field])}
      size="small"
      fullWidth
      slotProps={{ htmlInput: htmlInputLimits(C[field]) }}
      {...extra}
      helperText={errors[field] ?? (extra as { helperText?: string }).helperText ?? ' '}
    />
  );

  return (
    <FormDialog
      title={category ? T.categories.editTitle(category.name) : T.categories.createTitle}
      submitLabel={T.categories.save}
      dirty={values.name !== (category?.name ?? '')}
      busy={created.loading || updated.loading}
      error={alert}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box sx={{ pt: 1 }}>
        {text('name', T.categories.name, { autoFocus: true, required: true })}
        {text('slug', T.categories.slug, {
          helperText: T.categories.slugHint(values.name.trim() ? categorySlug(values.name) : ''),
        })}
        {text('description', T.categories.description, { multiline: true, minRows: 2 })}
        {text('displayOrder', T.categories.displayOrder, { type: 'number' })}
        <FormControlLabel
          control={
            <Checkbox
              checked={values.isActive}
              onChange={(event) => setValues((previous) => ({ ...previous, isActive: event.target.checked }))}
            />
          }
          label={T.categories.isActive}
        />
      </Box>
    </FormDialog>
  );
}

/** Categories in their order (arrows move one), slug, search, per-category stock figures. */
export function CategoriesTab() {
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const searchError = debounced ? fieldError(STORE_FIELDS.searchQuery, debounced) : null;
  const categories = useInventoryCategoriesQuery({
    variables: { search: debounced || null },
    skip: Boolean(searchError),
    fetchPolicy: 'cache-and-network',
  });
  const statsQuery = useInventoryStatsQuery({ fetchPolicy: 'cache-and-network' });
  const stats = statsQuery.data?.categoryStats;
  const [editing, setEditing] = useState<InventoryCategoryFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<InventoryCategoryFragment | null>(null);
  const [remove, removal] = useDeleteInventoryCategoryMutation();
  const [reorder, reordering] = useReorderInventoryCategoriesMutation();
  const rows = (categories.data ?? categories.previousData)?.managementCategories ?? [];
  const figures = new Map(stats?.categories.map((c) => [c.id, c]) ?? []);

  const refresh = () => {
    void categories.refetch();
    void statsQuery.refetch();
  };

  const move = async (from: number, to: number) => {
    if (to < 0 || to >= rows.length) return;
    const next = moved(rows, from, to);
    try {
      const { data } = await reorder({
        variables: { categoryOrders: next.map((category, index) => ({ id: category.id, displayOrder: index + 1 })) },
      });
      notify.success(data?.reorderCategories.message ?? ADMIN.categoriesReordered);
      refresh();
    } catch (failure) {
      notify.error(apiErrorInfo(failure).message ?? T.categories.reorderError);
    }
  };

  const columns: GridColDef<InventoryCategoryFragment>[] = [
    { field: 'displayOrder', headerName: T.categories.columns.order, width: 70, type: 'number' },
    { field: 'name', headerName: T.categories.columns.name, flex: 1, minWidth: 140 },
    { field: 'slug', headerName: T.categories.columns.slug, flex: 1, minWidth: 130 },
    { field: 'productCount', headerName: T.categories.columns.products, width: 90, type: 'number' },
    {
      field: 'units',
      headerName: T.categories.columns.units,
      width: 90,
      type: 'number',
      valueGetter: (_v, row) => figures.get(row.id)?.totalUnits ?? 0,
    },
    {
      field: 'value',
      headerName: T.categories.columns.value,
      width: 120,
      type: 'number',
      valueGetter: (_v, row) => figures.get(row.id)?.totalValue ?? 0,
      valueFormatter: (value: number) => formatGTQ(value),
    },
    {
      field: 'isActive',
      headerName: T.categories.columns.status,
      width: 90,
      valueGetter: (_v, row) => (row.isActive ? T.chips.active : T.chips.inactive),
    },
    {
      field: 'actions',
      headerName: '',
      width: 160,
      sortable: false,
      renderCell: ({ row }) => {
        const index = rows.findIndex((c) => c.id === row.id);
        return (
          <>
            <IconButton
              size="small"
              aria-label={T.categories.moveUp(row.name)}
              disabled={index <= 0 || reordering.loading || Boolean(debounced)}
              onClick={() => void move(index, index - 1)}
            >
              <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={T.categories.moveDown(row.name)}
              disabled={index >= rows.length - 1 || reordering.loading || Boolean(debounced)}
              onClick={() => void move(index, index + 1)}
            >
              <ArrowDownward fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={`${T.categories.edit} ${row.name}`} onClick={() => setEditing(row)}>
              <EditOutlined fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={`${T.categories.delete} ${row.name}`} onClick={() => setDeleting(row)}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </>
        );
      },
    },
  ];

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <Typography variant="body2">
          {T.categories.figures.total}: <strong>{stats?.totalCategories ?? '—'}</strong>
        </Typography>
        <Typography variant="body2">
          {T.categories.figures.active}: <strong>{stats?.activeCategories ?? '—'}</strong>
        </Typography>
        <Typography variant="body2">
          {T.categories.figures.withProducts}: <strong>{stats?.categoriesWithProducts ?? '—'}</strong>
        </Typography>
        <Box sx={{ flex: 1 }} />
        <TextField
          size="small"
          label={T.categories.search}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          error={Boolean(searchError)}
          helperText={searchError ?? undefined}
          slotProps={{ htmlInput: htmlInputLimits(STORE_FIELDS.searchQuery) }}
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {T.categories.new}
        </Button>
      </Box>
      <StaffGrid
        label={T.tabs.categories}
        emptyText={T.categories.empty}
        rows={rows}
        columns={columns}
        loading={categories.loading}
        disableColumnSorting
        hideFooter={rows.length <= 100}
      />
      {editing && (
        <CategoryDialog
          category={editing === 'new' ? null : editing}
          nextOrder={rows.length + 1}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
      {deleting && (
        <DeleteDialog
          title={T.categories.deleteTitle(deleting.name)}
          submitLabel={T.categories.delete}
          failureText={T.categories.deleteError}
          busy={removal.loading}
          remove={async () => {
            const { data } = await remove({ variables: { id: deleting.id } });
            return data?.deleteCategory.message ?? ADMIN.categoryDeleted;
          }}
          onDeleted={() => {
            setDeleting(null);
            refresh();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
