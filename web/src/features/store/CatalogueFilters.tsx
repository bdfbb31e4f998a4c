import { STORE_FIELDS } from '@gym/domain';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usePublicQuery } from '../../platform/public-data/PublicDataProvider';
import { htmlInputLimits } from '../../shared/field-contract';
import { priceError } from './catalogue-filter';
import type { ProductFilterInput } from './store.public.generated';
import { StoreFiltersDocument } from './store.public.generated';
import { STORE_TEXTS } from './texts';

const { catalogue } = STORE_FIELDS;

interface FilterProps {
  filter: ProductFilterInput;
  params: URLSearchParams;
  update: (changes: Record<string, string | null>) => void;
  filtering: boolean;
  onClear: () => void;
}

/** Category, brand, prices, sort, in stock only and 'clear': the catalogue's filters. */
function FilterFields({ filter, params, update, filtering, onClear, inRow }: FilterProps & { inRow: boolean }) {
  // In the wide screen's row each field takes its own width (the theme makes fields full width).
  const fullWidth = !inRow;
  const priceWidth = inRow ? { width: 150 } : undefined;
  const filters = usePublicQuery(StoreFiltersDocument);
  const minPriceError = priceError(catalogue.minPrice, params.get('min'));
  const maxPriceError = priceError(catalogue.maxPrice, params.get('max'));
  return (
    <>
      <TextField
        select
        label={STORE_TEXTS.category}
        size="small"
        fullWidth={fullWidth}
        sx={{ flex: 1, minWidth: 160 }}
        value={filter.category ?? ''}
        onChange={(e) => update({ category: e.target.value || null })}
      >
        <MenuItem value="">{STORE_TEXTS.all}</MenuItem>
        {filters.data?.productCategories.map((c) => (
          <MenuItem key={c.id} value={c.slug}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={STORE_TEXTS.brand}
        size="small"
        fullWidth={fullWidth}
        sx={{ flex: 1, minWidth: 160 }}
        value={filter.brand ?? ''}
        onChange={(e) => update({ brand: e.target.value || null })}
      >
        <MenuItem value="">{STORE_TEXTS.all}</MenuItem>
        {filters.data?.brands.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {b.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={STORE_TEXTS.minPrice}
        type="number"
        size="small"
        fullWidth={fullWidth}
        sx={priceWidth}
        value={params.get('min') ?? ''}
        onChange={(e) => update({ min: e.target.value || null })}
        error={Boolean(minPriceError)}
        helperText={minPriceError}
        slotProps={{ htmlInput: htmlInputLimits(catalogue.minPrice) }}
      />
      <TextField
        label={STORE_TEXTS.maxPrice}
        type="number"
        size="small"
        fullWidth={fullWidth}
        sx={priceWidth}
        value={params.get('max') ?? ''}
        onChange={(e) => update({ max: e.target.value || null })}
        error={Boolean(maxPriceError)}
        helperText={maxPriceError}
        slotProps={{ htmlInput: htmlInputLimits(catalogue.maxPrice) }}
      />
      <TextField
        select
        label={STORE_TEXTS.sort}
        size="small"
        fullWidth={fullWidth}
        sx={{ minWidth: 200 }}
        value={params.get('sort') ?? 'createdAt:desc'}
        onChange={(e) => update({ sort: e.target.value })}
      >
        {Object.entries(STORE_TEXTS.sortOptions).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={filter.inStock === true}
            onChange={(e) => update({ stock: e.target.checked ? '1' : null })}
          />
        }
        label={STORE_TEXTS.inStockOnly}
      />
      {filtering && <Button onClick={onClear}>{STORE_TEXTS.clearFilters}</Button>}
    </>
  );
}

/**
 * The store's filters, a chunk of their own (select menus, switch, drawer): the store's first
 * screen does not wait for them. On a wide screen they are one row above the catalogue; on a
 * phone they wait in a drawer behind the page's 'Filtros' button.
 */
export default function CatalogueFilters({
  drawer,
  onClose,
  total,
  ...props
}: FilterProps & {
  /** On a phone: whether the drawer is open (undefined: the row of a wide screen). */
  drawer?: boolean;
  onClose?: () => void;
  /** How many products the filters find (null while they load). */
  total?: number | null;
}) {
  if (drawer === undefined)
    return (
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <FilterFields {...props} inRow />
      </Stack>
    );
  return (
    <Drawer
      anchor="bottom"
      open={drawer}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': STORE_TEXTS.filtersTitle, sx: { p: 2, maxHeight: '85dvh' } } }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {STORE_TEXTS.filtersTitle}
      </Typography>
      <Stack spacing={2}>
        <FilterFields {...props} inRow={false} />
      </Stack>
      <Button variant="contained" fullWidth sx={{ mt: 2 }} onClick={onClose}>
        {total !== null && total !== undefined ? STORE_TEXTS.showResults(total) : STORE_TEXTS.close}
      </Button>
    </Drawer>
  );
}
