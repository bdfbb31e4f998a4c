import { PAGINATION, STORE_FIELDS } from '@gym/domain';
import Search from '@mui/icons-material/Search';
import Tune from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { StoreFeaturedProductsDocument, StoreProductsDocument } from './store.public.generated';
import { withChunkTimeout } from '../../platform/lazy-page';
import { usePublicQuery } from '../../platform/public-data/PublicDataProvider';
import { useFirstScreenReady } from '../../platform/first-screen/shell';
import { useStagedReveal } from '../../shared/useStagedReveal';
import { htmlInputLimits } from '../../shared/field-contract';
import { CATALOGUE_MAX_AGE_MS, filterFrom, FIRST_ROW } from './catalogue-filter';
import { ProductCard } from './ProductCard';
import { type GridColumns, MEDIA_HEIGHT_PX, ProductGrid } from './ProductGrid';
import { STORE_TEXTS } from './texts';

const SEARCH_DEBOUNCE_MS = 400;
const { catalogue } = STORE_FIELDS;
/** The wide screen's row of filters (small fields) while its chunk loads: the catalogue stays put. */
const FILTER_ROW_PX = 40;

const CatalogueFilters = lazy(withChunkTimeout(() => import('./CatalogueFilters')));

const FEATURED_COLUMNS: GridColumns = { sm: 2, md: FIRST_ROW };
const CATALOGUE_COLUMNS: GridColumns = { sm: 2, md: 3, lg: 4 };

/** Cards of the final size while the products load: the page below does not move when they come. */
function ProductSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i}>
          <Skeleton variant="rectangular" height={MEDIA_HEIGHT_PX} />
          <Skeleton width="60%" />
          <Skeleton width="40%" />
          <Skeleton variant="rectangular" height={36} sx={{ mt: 1 }} />
        </div>
      ))}
    </>
  );
}

/**
 * How many catalogue cards each rendering step shows: none in the first commit, which draws what
 * a phone's first screen shows (the title, the featured row and the search), then a row of cards
 * per commit, and the whole page with its pagination in the last. Each commit stays short on a slow
 * phone: when the cards were MUI components, two rows at once made a long task (see ProductGrid).
 */
const LAST_STEP = Math.ceil(PAGINATION.defaultLimit / FIRST_ROW);
const shownCards = (step: number) => (step >= LAST_STEP ? undefined : step * FIRST_ROW);

/**
 * /store: the search and filters first (on a phone they were a screen of featured cards below the
 * title), the featured products, then the catalogue with its sort and pages.
 */
export default function StorePage() {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const [search, setSearch] = useState(params.get('q') ?? '');
  useFirstScreenReady();
  // The first screen first; the catalogue's cards a row at a time in the commits right after.
  const step = useStagedReveal('store', LAST_STEP);
  // Public content (platform/public-data): the bff's answers inside index.html give the first render
  // its products, and no normalised cache is written or read for them.
  const { data, loading, error, refetch } = usePublicQuery(StoreProductsDocument, {
    variables: { filter },
    maxAgeMs: CATALOGUE_MAX_AGE_MS,
  });
  const featured = usePublicQuery(StoreFeaturedProductsDocument, {
    variables: { limit: FIRST_ROW },
    maxAgeMs: CATALOGUE_MAX_AGE_MS,
  });
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersOpened, setFiltersOpened] = useState(false);
  const searchId = useId();

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  const { pathname } = useLocation();
  useEffect(() => {
    const current = params.get('q') ?? '';
    if (search.trim() === current) return;
    const timer = setTimeout(() => {
      // A product opened meanwhile (its page may still be loading, this one still shown): the
      // search must not take the shopper back to the store.
      if (window.location.pathname !== pathname) return;
      update({ q: search.trim() || null });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const page = data?.products;
  const filtering = Boolean(
    filter.search || filter.category || filter.brand || filter.minPrice || filter.maxPrice || filter.inStock,
  );
  // The featured row keeps its place while it loads, so the catalogue below never jumps.
  const showFeatured = !filtering && (featured.loading || (featured.data?.featuredProducts.length ?? 0) > 0);
  const activeFilters = [filter.category, filter.brand, filter.minPrice, filter.maxPrice, filter.inStock].filter(
    (value) => value !== null && value !== undefined,
  ).length;

  const clearFilters = () => {
    setSearch('');
    setParams(new URLSearchParams(), { replace: true });
  };
  const filterProps = { filter, params, update, filtering, onClear: clearFilters };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1">
        {STORE_TEXTS.storeTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {STORE_TEXTS.storeSubtitle}
      </Typography>

      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 2 }}
        component="form"
        role="search"
        onSubmit={(e) => e.preventDefault()}
      >
        <FormControl size="small" sx={{ flex: 2 }}>
          <InputLabel htmlFor={searchId}>{STORE_TEXTS.search}</InputLabel>
          <OutlinedInput
            id={searchId}
            label={STORE_TEXTS.search}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            inputProps={htmlInputLimits(catalogue.search)}
            startAdornment={
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            }
          />
        </FormControl>
        {phone && (
          <Button
            variant="outlined"
            startIcon={<Tune />}
            onClick={() => {
              setFiltersOpened(true);
              setFiltersOpen(true);
            }}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            aria-haspopup="dialog"
          >
            {STORE_TEXTS.filtersButton(activeFilters)}
          </Button>
        )}
      </Stack>
      {phone ? (
        // The drawer's chunk comes with the first opening, and the drawer then stays mounted.
        filtersOpened && (
          <Suspense fallback={null}>
            <CatalogueFilters
              {...filterProps}
              drawer={filtersOpen}
              onClose={() => setFiltersOpen(false)}
              total={page ? page.pagination.total : null}
            />
          </Suspense>
        )
      ) : (
        <Suspense fallback={<Box sx={{ mb: 3, minHeight: FILTER_ROW_PX }} />}>
          <CatalogueFilters {...filterProps} />
        </Suspense>
      )}

      {showFeatured && (
        <Box component="section" aria-label={STORE_TEXTS.featured} sx={{ mb: 4 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {STORE_TEXTS.featured}
          </Typography>
          <ProductGrid columns={FEATURED_COLUMNS}>
            {featured.data ? (
              featured.data.featuredProducts.map((product, index) => (
                <ProductCard key={product.id} product={product} priority={index < FIRST_ROW} />
              ))
            ) : (
              <ProductSkeletons count={FIRST_ROW} />
            )}
          </ProductGrid>
        </Box>
      )}

      {error && !page ? (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>{STORE_TEXTS.retry}</Button>}>
          {STORE_TEXTS.loadError}
        </Alert>
      ) : (
        <>
          {page && (
            <Typography color="text.secondary" sx={{ mb: 1 }} role="status">
              {STORE_TEXTS.results(page.pagination.total)}
            </Typography>
          )}
          <ProductGrid columns={CATALOGUE_COLUMNS} aria-busy={loading}>
            {loading && !page ? (
              <ProductSkeletons count={8} />
            ) : (
              page?.products
                .slice(0, shownCards(step))
                .map((product, index) => (
                  <ProductCard key={product.id} product={product} priority={!showFeatured && index < FIRST_ROW} />
                ))
            )}
          </ProductGrid>
          {page && page.products.length === 0 && (
            <Stack spacing={1} sx={{ alignItems: 'center', py: 6, textAlign: 'center' }}>
              <Typography variant="h6">{STORE_TEXTS.emptyTitle}</Typography>
              <Typography color="text.secondary">{STORE_TEXTS.emptyText}</Typography>
            </Stack>
          )}
          {page && page.pagination.pages > 1 && step >= LAST_STEP && (
            <Stack sx={{ alignItems: 'center', mt: 3 }}>
              <Pagination
                count={page.pagination.pages}
                page={page.pagination.page}
                onChange={(_, value) => update({ page: String(value) })}
              />
            </Stack>
          )}
        </>
      )}
    </Container>
  );
}
