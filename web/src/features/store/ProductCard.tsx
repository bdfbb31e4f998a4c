import { formatGTQ } from '@gym/domain';
import { lazy, memo, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProductCardFieldsFragment } from './store.public.generated';
import { withChunkTimeout } from '../../platform/lazy-page';
import { useCartAdd } from '../cart/cart-context';
import { type BadgeTone, CARD, MEDIA_HEIGHT_PX, toneClass } from './ProductGrid';
import { STORE_TEXTS } from './texts';

export type StockFields = Pick<ProductCardFieldsFragment, 'inStock' | 'lowStock' | 'stockQuantity'>;

/** What a product's stock reads on its card and its page, and in which colour. */
export function stockBadge(product: StockFields): { label: string; tone: Exclude<BadgeTone, 'error'> } {
  if (!product.inStock) return { label: STORE_TEXTS.outOfStock, tone: 'default' };
  if (product.lowStock) return { label: STORE_TEXTS.lowStock(product.stockQuantity), tone: 'warning' };
  return { label: STORE_TEXTS.inStock, tone: 'success' };
}

function Badge({ label, tone }: { label: string; tone: BadgeTone }) {
  return <span className={`${CARD.badge} ${toneClass(tone)}`}>{label}</span>;
}

/** MUI's AddShoppingCart and ImageOutlined drawings, as plain SVG (no SvgIcon component per card). */
const CART_ICON =
  'M11 9h2V6h3V4h-3V1h-2v3H8v2h3zm-4 9c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2m-9.83-3.25.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.86-7.01L19.42 4h-.01l-1.1 2-2.76 5H8.53l-.13-.27L6.16 6l-.95-2-.94-2H1v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.13 0-.25-.11-.25-.25';
const IMAGE_ICON =
  'M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-4.86 8.86-3 3.87L9 13.14 6 17h12z';

function Icon({ path }: { path: string }) {
  return (
    <svg className={CARD.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/** The options dialog, a chunk of its own that comes with the first product that asks for it. */
const OptionPicker = lazy(withChunkTimeout(() => import('./OptionPicker')));

/**
 * `priority`: the card is in the first row a visitor sees, so its picture is the page's largest
 * paint: fetched at once and first, not lazily.
 *
 * Memoised: the store renders its cards in steps (useStagedReveal), and a card already on screen
 * keeps its product object (the public client's answer), so a later step does not render it again.
 */
export const ProductCard = memo(function ProductCard({
  product,
  priority = false,
}: {
  product: ProductCardFieldsFragment;
  priority?: boolean;
}) {
  const add = useCartAdd();
  const [picking, setPicking] = useState(false);
  const needsOptions = product.variants.length > 0;
  const line = {
    id: product.id,
    name: product.name,
    price: product.price,
    image: product.primaryImage?.imageUrl ?? null,
  };
  const stock = stockBadge(product);
  // Plain elements styled by the grid around them (ProductGrid): see why there.
  return (
    <article className={CARD.root} aria-label={product.name}>
      <RouterLink
        className={CARD.media}
        to={`/store/product/${product.id}`}
        aria-label={STORE_TEXTS.viewProduct(product.name)}
      >
        {product.primaryImage ? (
          <img
            src={product.primaryImage.imageUrl}
            alt={product.primaryImage.altText ?? product.name}
            height={MEDIA_HEIGHT_PX}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
          />
        ) : (
          <span className={CARD.placeholder}>
            <Icon path={IMAGE_ICON} />
          </span>
        )}
      </RouterLink>
      <div className={CARD.content}>
        <span className={CARD.caption}>
          {[product.brand?.name, product.category?.name].filter(Boolean).join(' · ')}
        </span>
        {/* The name opens the product too, as the picture does (the picture's link names it 'Ver ...'). */}
        <h3 className={CARD.name}>
          <RouterLink className={CARD.nameLink} to={`/store/product/${product.id}`}>
            {product.name}
          </RouterLink>
        </h3>
        <div className={CARD.prices}>
          <p className={CARD.price}>{formatGTQ(product.price)}</p>
          {product.discountPercentage > 0 && product.originalPrice ? (
            <>
              <p className={CARD.originalPrice}>{formatGTQ(product.originalPrice)}</p>
              <Badge tone="error" label={STORE_TEXTS.discount(product.discountPercentage)} />
            </>
          ) : null}
        </div>
        <div className={CARD.badges}>
          <Badge tone={stock.tone} label={stock.label} />
        </div>
      </div>
      <div className={CARD.actions}>
        <button
          type="button"
          className={CARD.button}
          disabled={!product.inStock}
          aria-label={`${STORE_TEXTS.addToCart}: ${product.name}`}
          aria-haspopup={needsOptions ? 'dialog' : undefined}
          onClick={() => {
            // A product with options (flavour, size) asks which one first.
            if (needsOptions) setPicking(true);
            else void add(line);
          }}
        >
          <Icon path={CART_ICON} />
          {STORE_TEXTS.addToCart}
        </button>
      </div>
      {picking && (
        <Suspense fallback={null}>
          <OptionPicker
            product={product}
            onClose={() => setPicking(false)}
            onAdd={(options) => {
              setPicking(false);
              void add(line, 1, options);
            }}
          />
        </Suspense>
      )}
    </article>
  );
});
