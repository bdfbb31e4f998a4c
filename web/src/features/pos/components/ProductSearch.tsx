import { useApolloClient } from '@apollo/client/react';
import { LOCAL_SALE_FIELDS, formatGTQ } from '@gym/domain';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { htmlInputLimits } from '../../../shared/field-contract';
import { useNotify } from '../../../shared/notify';
import { PosProductsDocument, type PosProductsQuery } from '../pos.generated';
import { POS_TEXTS as T } from '../texts';
import type { TicketProduct } from '../ticket';

/** Quick enough to feel live while typing, long enough not to query per keystroke. */
export const POS_SEARCH_DEBOUNCE_MS = 150;

type Product = PosProductsQuery['localSaleProducts'][number];

interface Props {
  onAdd: (product: TicketProduct) => void;
  /** + / - typed into the empty box change the last line's quantity. */
  onStep: (delta: 1 | -1) => void;
  /** The search input, so the page can bring the cursor back (React 19 passes refs as props). */
  ref?: Ref<HTMLInputElement>;
}

const sameSku = (product: Product, text: string) => product.sku.toLowerCase() === text.toLowerCase();

/**
 * The counter's search box: a name or SKU finds products as it is typed; ↑/↓ choose and Enter adds.
 * A barcode scanner types the SKU and Enter at once: Enter then searches right away and an exact
 * SKU is added without choosing; the box empties for the next product.
 */
export function ProductSearch({ onAdd, onStep, ref }: Props) {
  const client = useApolloClient();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [results, setResults] = useState<{ for: string; products: Product[] }>({ for: '', products: [] });
  const [highlight, setHighlight] = useState(0);
  const latest = useRef('');

  const search = async (q: string): Promise<Product[]> => {
    const { data } = await client.query({
      query: PosProductsDocument,
      variables: { q },
      fetchPolicy: 'network-only',
    });
    return data?.localSaleProducts ?? [];
  };

  useEffect(() => {
    const q = text.trim();
    latest.current = q;
    if (!q) {
      setResults({ for: '', products: [] });
      return;
    }
    const timer = setTimeout(() => {
      search(q)
        .then((products) => {
          if (latest.current !== q) return;
          setResults({ for: q, products });
          setHighlight(0);
        })
        .catch(() => undefined);
    }, POS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `search` reads only the stable Apollo client.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const add = (product: Product) => {
    onAdd(product);
    latest.current = '';
    setText('');
    setResults({ for: '', products: [] });
    setHighlight(0);
  };

  const enter = async () => {
    const q = text.trim();
    if (!q) return;
    let products = results.for === q ? results.products : null;
    const loaded = products !== null;
    if (!products) {
      try {
        products = await search(q);
      } catch {
        notify.error(T.searchFailed);
        return;
      }
      if (latest.current !== q) return;
      setResults({ for: q, products });
      setHighlight(0);
    }
    const exact = products.find((product) => sameSku(product, q));
    const chosen = exact ?? (loaded ? products[highlight] : products.length === 1 ? products[0] : undefined);
    if (chosen) add(chosen);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.products.length;
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      setHighlight((h) => (h + 1) % count);
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      setHighlight((h) => (h - 1 + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void enter();
    } else if (event.key === 'Escape') {
      setText('');
    } else if ((event.key === '+' || event.key === '-') && text === '') {
      event.preventDefault();
      onStep(event.key === '+' ? 1 : -1);
    }
  };

  const q = text.trim();
  const shown = results.for === q ? results.products : [];
  const optionId = (id: string) => `pos-option-${id}`;
  return (
    <div>
      <TextField
        inputRef={ref}
        autoFocus
        fullWidth
        autoComplete="off"
        label={T.searchLabel}
        helperText={T.searchHelp}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            ...htmlInputLimits(LOCAL_SALE_FIELDS.searchQuery),
            role: 'combobox',
            'aria-expanded': shown.length > 0,
            'aria-controls': 'pos-results',
            'aria-activedescendant': shown[highlight] ? optionId(shown[highlight].id) : undefined,
          },
        }}
      />
      {shown.length > 0 && (
        <List id="pos-results" role="listbox" aria-label={T.resultsLabel} dense>
          {shown.map((product, index) => (
            <ListItemButton
              key={product.id}
              id={optionId(product.id)}
              role="option"
              aria-selected={index === highlight}
              selected={index === highlight}
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => add(product)}
            >
              <ListItemText
                primary={`${product.name} · ${formatGTQ(product.price)}`}
                secondary={`${product.sku} · ${T.stock(product.stockQuantity)}`}
              />
            </ListItemButton>
          ))}
        </List>
      )}
      {q && results.for === q && shown.length === 0 && (
        <Typography role="status" color="text.secondary" sx={{ mt: 1 }}>
          {T.noResults(q)}
        </Typography>
      )}
    </div>
  );
}
