import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { fieldError, PRODUCT_STATUS_FILTERS, QUERY_FIELDS, STORE_ADMIN_MESSAGES as ADMIN } from '@gym/domain';
import { FilterBar, SearchFilter, SelectFilter } from '../../shared/components/FilterFields';
import { FormDialog } from '../../shared/components/FormDialog';
import { StaffGrid } from '../../shared/components/StaffGrid';
import { apiErrorInfo, isGlobalError } from '../../shared/api-error';
import { useNotify } from '../../shared/notify';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import {
  useDeleteInventoryProductMutation,
  useDuplicateInventoryProductMutation,
  useInventoryBrandsQuery,
  useInventoryCategoriesQuery,
  useInventoryProductQuery,
  useInventoryProductsQuery,
  useInventoryStatsQuery,
  type InventoryProductDetailFragment,
  type InventoryProductRowFragment,
} from './inventory.generated';
import { BrandsTab } from './components/BrandsTab';
import { CategoriesTab } from './components/CategoriesTab';
import { InventoryFigures } from './components/InventoryFigures';
import { ProductDrawer, type ProductAction } from './components/ProductDrawer';
import { ProductFormDialog } from './components/ProductFormDialog';
import { BulkStockDialog, StockDialog } from './components/StockDialog';
import { productColumns, SORT_KEY_OF_FIELD } from './datagrid';
import { INVENTORY_TEXTS as T } from './texts';
import {
  INVENTORY_PAGE_SIZES,
  INVENTORY_TABS,
  inventorySearchParams,
  readInventoryUrl,
  type InventoryUrlState,
} from './urls';
import { useFocusWhenShown, useScreenShortcuts } from '../../shared/useScreenShortcuts';

export const SEARCH_DEBOUNCE_MS = 300;
const InventoryCharts = lazy(() => import('./components/InventoryCharts'));

/** A figure typed in the grid's stock cell waits here for its reason. */
interface PendingStockEdit {
  row: InventoryProductRowFragment;
  figure: number;
  settle: (row: InventoryProductRowFragment) => void;
}

function StatsTab() {
  const { data } = useInventoryStatsQuery({ fetchPolicy: 'cache-and-network' });
  if (!data) return <Skeleton variant="rectangular" height={260} />;
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={260} />}>
      <InventoryCharts stats={data} />
    </Suspense>
  );
}

/** The product to edit, read whole (description, images) before its form opens. */
function EditProduct({
  id,
  children,
}: {
  id: string;
  children: (product: InventoryProductDetailFragment) => React.ReactNode;
}) {
  const { data } = useInventoryProductQuery({ variables: { id }, fetchPolicy: 'network-only' });
  return data ? <>{children(data.managementProduct)}</> : null;
}

/** /dashboard/admin/inventory: figures and low-stock alert, products, brands, categories, charts. */
export default function InventoryPage() {
  const client = useApolloClient();
  const notify = useNotify();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readInventoryUrl(searchParams);
  const [searchInput, setSearchInput] = useState(state.search);
  const searchRef = useRef<HTMLInputElement>(null);
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const [stockFor, setStockFor] = useState<InventoryProductRowFragment | null>(null);
  const [pendingEdit, setPendingEdit] = useState<PendingStockEdit | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [deleting, setDeleting] = useState<InventoryProductDetailFragment | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [duplicate] = useDuplicateInventoryProductMutation();
  const [remove, removal] = useDeleteInventoryProductMutation();

  const update = useCallback(
    (patch: Partial<InventoryUrlState>, resetPage = true) =>
      setSearchParams(
        (previous) =>
          inventorySearchParams({ ...readInventoryUrl(previous), ...patch, ...(resetPage ? { page: 0 } : {}) }),
        { replace: true },
      ),
    [setSearchParams],
  );

  const trimmed = searchInput.trim();
  const searchHint = trimmed ? fieldError(QUERY_FIELDS.search, trimmed) : null;
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (!fieldError(QUERY_FIELDS.search, debounced) && debounced !== readInventoryUrl(searchParams).search)
      update({ search: debounced });
    // Only a new debounced value writes the URL; the URL changing for other reasons must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced, update]);

  // The search lives on the products tab: from another tab, / opens it first.
  const focusSearch = useFocusWhenShown(searchRef);
  useScreenShortcuts({
    n: () => update({ action: 'new' }, false),
    '/': () => {
      if (state.tab !== 'products') update({ tab: 'products' });
      focusSearch();
    },
  });

  const list = useInventoryProductsQuery({
    variables: {
      filter: {
        page: state.page + 1,
        limit: state.pageSize,
        search: state.search || null,
        categoryId: state.categoryId || null,
        brandId: state.brandId || null,
        status: state.status === 'all' ? null : state.status,
        lowStock: state.lowStock ? true : null,
        sortBy: state.sortBy,
        sortOrder: state.sortBy ? state.sortOrder : null,
      },
    },
    skip: state.tab !== 'products',
    fetchPolicy: 'cache-and-network',
  });
  const categories = useInventoryCategoriesQuery({ variables: { search: null }, fetchPolicy: 'cache-and-network' });
  const brands = useInventoryBrandsQuery({ variables: { search: null }, fetchPolicy: 'cache-and-network' });
  const categoryList = categories.data?.managementCategories ?? [];
  const brandList = brands.data?.managementBrands ?? [];

  const current = (list.data ?? list.previousData)?.managementProducts;
  const rows = useMemo(() => current?.products ?? [], [current]);
  const errorInfo = list.error ? apiErrorInfo(list.error) : null;
  const columns = useMemo(() => productColumns(setStockFor), []);
  const selectedRows = rows.filter((row) => selection.ids.has(row.id));

  const refresh = () => void client.refetchQueries({ include: 'active' });

  const onAction = async (action: ProductAction, product: InventoryProductDetailFragment) => {
    if (action === 'edit') update({ action: 'edit' }, false);
    else if (action === 'stock') setStockFor(product);
    else if (action === 'delete') setDeleting(product);
    else {
      try {
        const { data } = await duplicate({ variables: { id: product.id } });
        notify.success(data?.duplicateManagementProduct.message ?? ADMIN.productDuplicated);
        update({ id: data?.duplicateManagementProduct.product.id ?? null }, false);
        refresh();
      } catch (failure) {
        const info = apiErrorInfo(failure);
        if (!isGlobalError(info)) notify.error(info.message ?? T.drawer.duplicateError);
      }
    }
  };

  return (
    <Stack spacing={2} sx={{ width: '100%', minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h5" component="h1">
            {T.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {T.subtitle}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => update({ action: 'new' }, false)}
          title={T.newShortcut}
        >
          {T.newProduct}
        </Button>
      </Box>

      <InventoryFigures onShowLowStock={() => update({ tab: 'products', lowStock: true, status: 'active' })} />

      <Card sx={{ p: 2 }}>
        <Tabs
          value={state.tab}
          onChange={(_e, tab: InventoryUrlState['tab']) => update({ tab })}
          aria-label={T.tabsLabel}
          sx={{ mb: 2 }}
        >
          {INVENTORY_TABS.map((tab) => (
            <Tab key={tab} value={tab} label={T.tabs[tab]} />
          ))}
        </Tabs>

        {state.tab === 'products' && (
          <>
            <FilterBar>
              <SearchFilter
                id="inventory-search"
                inputRef={searchRef}
                label={T.search}
                value={searchInput}
                onChange={setSearchInput}
                error={searchHint}
              />
              <TextField
                id="inventory-category"
                select
                size="small"
                label={T.category}
                value={categoryList.some((c) => c.id === state.categoryId) ? state.categoryId : ''}
                onChange={(event) => update({ categoryId: event.target.value })}
                helperText=" "
                sx={{ flex: '1 1 160px' }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{T.allCategories}</MenuItem>
                {categoryList.map((category) => (
                  <MenuItem key={category.id} value={category.id}>
                    {category.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                id="inventory-brand"
                select
                size="small"
                label={T.brand}
                value={brandList.some((b) => b.id === state.brandId) ? state.brandId : ''}
                onChange={(event) => update({ brandId: event.target.value })}
                helperText=" "
                sx={{ flex: '1 1 150px' }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{T.allBrands}</MenuItem>
                {brandList.map((brand) => (
                  <MenuItem key={brand.id} value={brand.id}>
                    {brand.name}
                  </MenuItem>
                ))}
              </TextField>
              <SelectFilter
                id="inventory-status"
                label={T.status}
                value={state.status}
                onChange={(status) => update({ status })}
                allLabel={T.statuses.all}
                options={PRODUCT_STATUS_FILTERS}
                optionLabel={(status) => T.statuses[status]}
              />
              <FormControlLabel
                control={
                  <Switch checked={state.lowStock} onChange={(event) => update({ lowStock: event.target.checked })} />
                }
                label={T.lowStockOnly}
              />
              <Box sx={{ flex: 1 }} />
              <Button
                variant="outlined"
                startIcon={<Inventory2Outlined />}
                disabled={selectedRows.length === 0}
                onClick={() => setBulkOpen(true)}
              >
                {T.bulkStock(selectedRows.length)}
              </Button>
            </FilterBar>
            {errorInfo && !isGlobalError(errorInfo) && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {errorInfo.message ?? T.loadError}
              </Alert>
            )}
            <StaffGrid
              label={T.tabs.products}
              emptyText={T.productsEmpty}
              rows={rows}
              columns={columns}
              loading={list.loading}
              paging={{
                page: state.page,
                pageSize: state.pageSize,
                total: current?.pagination.total ?? 0,
                sizes: INVENTORY_PAGE_SIZES,
                onChange: (next) => update(next, false),
              }}
              sorting={{
                sortBy: state.sortBy,
                sortOrder: state.sortOrder,
                keyOfField: SORT_KEY_OF_FIELD,
                onChange: (sortBy, sortOrder) => update({ sortBy, sortOrder }),
              }}
              checkboxSelection
              keepNonExistentRowsSelected
              rowSelectionModel={selection}
              onRowSelectionModelChange={setSelection}
              isCellEditable={({ row }) => !row.archivedAt}
              processRowUpdate={(next, previous) =>
                next.stockQuantity === previous.stockQuantity
                  ? previous
                  : new Promise<InventoryProductRowFragment>((settle) =>
                      setPendingEdit({ row: previous, figure: Number(next.stockQuantity), settle }),
                    )
              }
              onProcessRowUpdateError={() => undefined}
              onRowClick={({ id }, event) => {
                if ((event.target as HTMLElement).closest('.MuiDataGrid-cellCheckbox, [data-field="stockQuantity"]'))
                  return;
                update({ id: String(id) }, false);
              }}
              onCellKeyDown={(params, event) => {
                if (event.key === 'Enter' && params.field !== 'stockQuantity' && params.field !== '__check__') {
                  event.preventDefault();
                  update({ id: String(params.id) }, false);
                }
              }}
              sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
            />
          </>
        )}
        {state.tab === 'brands' && <BrandsTab />}
        {state.tab === 'categories' && <CategoriesTab />}
        {state.tab === 'stats' && <StatsTab />}
      </Card>

      {state.id && state.action !== 'edit' && (
        <ProductDrawer
          id={state.id}
          onClose={() => update({ id: null }, false)}
          onAction={(a, p) => void onAction(a, p)}
        />
      )}
      {state.action === 'new' && (
        <ProductFormDialog
          product={null}
          categories={categoryList}
          brands={brandList}
          onClose={() => update({ action: null }, false)}
          onDone={(id) => {
            update({ action: null, id }, false);
            refresh();
          }}
        />
      )}
      {state.action === 'edit' && state.id && (
        <EditProduct id={state.id}>
          {(product) => (
            <ProductFormDialog
              product={product}
              categories={categoryList}
              brands={brandList}
              onClose={() => {
                update({ action: null }, false);
                refresh();
              }}
              onDone={() => {
                update({ action: null }, false);
                refresh();
              }}
            />
          )}
        </EditProduct>
      )}
      {stockFor && (
        <StockDialog
          product={stockFor}
          onClose={() => setStockFor(null)}
          onDone={() => {
            setStockFor(null);
            refresh();
          }}
        />
      )}
      {pendingEdit && (
        <StockDialog
          product={pendingEdit.row}
          newFigure={pendingEdit.figure}
          onClose={() => {
            pendingEdit.settle(pendingEdit.row);
            setPendingEdit(null);
          }}
          onDone={(saved) => {
            pendingEdit.settle(saved);
            setPendingEdit(null);
            refresh();
          }}
        />
      )}
      {bulkOpen && (
        <BulkStockDialog
          products={selectedRows}
          onClose={() => setBulkOpen(false)}
          onDone={() => {
            setBulkOpen(false);
            setSelection({ type: 'include', ids: new Set() });
            refresh();
          }}
        />
      )}
      {deleting && (
        <FormDialog
          title={T.drawer.deleteTitle(deleting.name)}
          submitLabel={T.drawer.delete}
          submitColor="error"
          dirty={false}
          busy={removal.loading}
          error={deleteError}
          autoFocusSubmit
          onSubmit={async () => {
            try {
              const { data } = await remove({ variables: { id: deleting.id } });
              notify.success(data?.deleteManagementProduct.message ?? ADMIN.productDeleted);
              setDeleting(null);
              setDeleteError(null);
              update({ id: null }, false);
              refresh();
            } catch (failure) {
              setDeleteError(apiErrorInfo(failure).message ?? T.drawer.deleteError);
            }
          }}
          onClose={() => {
            setDeleting(null);
            setDeleteError(null);
          }}
        >
          <Typography variant="body2">{T.drawer.deleteBody}</Typography>
        </FormDialog>
      )}
    </Stack>
  );
}
