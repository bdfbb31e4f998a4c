import { alpha, styled, type Theme } from '@mui/material/styles';
import type { ComponentProps, CSSProperties } from 'react';

/**
 * The class names of a product card's parts. The card (ProductCard) is plain HTML with these
 * classes; its look is written once here, on the grid that holds the cards, from the theme.
 *
 * Why not MUI components in the card: a card was some twenty of them (Card, CardActionArea,
 * Typography, Chip, Button, ...), and each one serialises and hashes its styles on every render.
 * On a slow phone a row of four cards took 100-130 ms to render, a long task each (Total Blocking
 * Time); the same card in plain elements is a fraction of that, and this grid's styles are
 * serialised once per commit, whatever the number of cards.
 */
export const CARD = {
  root: 'product-card',
  media: 'product-card-media',
  placeholder: 'product-card-placeholder',
  content: 'product-card-content',
  caption: 'product-card-caption',
  name: 'product-card-name',
  nameLink: 'product-card-name-link',
  prices: 'product-card-prices',
  price: 'product-card-price',
  originalPrice: 'product-card-original-price',
  badges: 'product-card-badges',
  badge: 'product-card-badge',
  actions: 'product-card-actions',
  button: 'product-card-button',
  icon: 'product-card-icon',
} as const;

/** A badge's colour: the stock chip's and the discount's, as MUI's Chip colours would draw them. */
export type BadgeTone = 'default' | 'warning' | 'success' | 'error';

/** The class a badge of that tone carries beside `CARD.badge`. */
export const toneClass = (tone: BadgeTone) => `tone-${tone}`;

export const MEDIA_HEIGHT_PX = 180;
/** A phone shows two cards a row: one card a screen made the catalogue a long scroll. */
export const PHONE_COLUMNS = 2;

/** Cards per row from each breakpoint up (two on phones: PHONE_COLUMNS). */
export interface GridColumns {
  sm: number;
  md: number;
  /** From the large breakpoint up; the medium's when not given. */
  lg?: number;
}

function badgeTones(theme: Theme) {
  const { palette } = theme;
  return {
    [`&.${toneClass('default')}`]: { backgroundColor: palette.action.selected, color: palette.text.primary },
    [`&.${toneClass('warning')}`]: { backgroundColor: palette.warning.main, color: palette.warning.contrastText },
    [`&.${toneClass('error')}`]: { backgroundColor: palette.error.main, color: palette.error.contrastText },
    [`&.${toneClass('success')}`]: {
      border: `1px solid ${alpha(palette.success.main, 0.7)}`,
      color: palette.success.main,
      backgroundColor: 'transparent',
    },
  };
}

function cardStyles(theme: Theme) {
  const { palette, typography, shape, breakpoints } = theme;
  const phone = breakpoints.down('sm');
  const focusRing = { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 };
  return {
    [`& .${CARD.root}`]: {
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      overflow: 'hidden',
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
    },
    [`& .${CARD.media}`]: {
      display: 'block',
      height: MEDIA_HEIGHT_PX,
      backgroundColor: palette.action.hover,
      '&:hover img, &:focus-visible img': { opacity: 0.9 },
      '&:focus-visible': { ...focusRing, outlineOffset: -2 },
      '& img': { display: 'block', width: '100%', height: MEDIA_HEIGHT_PX, objectFit: 'contain' },
    },
    [`& .${CARD.placeholder}`]: {
      height: MEDIA_HEIGHT_PX,
      display: 'grid',
      placeItems: 'center',
      color: palette.action.disabled,
    },
    [`& .${CARD.content}`]: { flex: 1, padding: 16, [phone]: { padding: 12 } },
    [`& .${CARD.caption}`]: { ...typography.caption, display: 'block', color: palette.text.secondary },
    [`& .${CARD.name}`]: {
      ...typography.subtitle1,
      margin: 0,
      fontWeight: 600,
      lineHeight: 1.3,
      overflowWrap: 'anywhere',
      [phone]: { fontSize: '0.9375rem' },
    },
    [`& .${CARD.nameLink}`]: {
      color: 'inherit',
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': focusRing,
    },
    [`& .${CARD.prices}`]: { display: 'flex', alignItems: 'baseline', gap: 8, marginTop: 4, flexWrap: 'wrap' },
    [`& .${CARD.price}`]: { ...typography.h6, margin: 0, whiteSpace: 'nowrap', [phone]: { fontSize: '1.0625rem' } },
    [`& .${CARD.originalPrice}`]: {
      ...typography.body2,
      margin: 0,
      color: palette.text.secondary,
      textDecoration: 'line-through',
    },
    [`& .${CARD.badges}`]: { marginTop: 8 },
    [`& .${CARD.badge}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      height: 24,
      padding: '0 8px',
      borderRadius: 12,
      fontFamily: typography.fontFamily,
      fontSize: '0.8125rem',
      whiteSpace: 'nowrap',
      ...badgeTones(theme),
    },
    [`& .${CARD.actions}`]: { padding: 8 },
    [`& .${CARD.button}`]: {
      ...typography.button,
      width: '100%',
      minHeight: 36,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 8,
      padding: '6px 16px',
      border: 0,
      borderRadius: shape.borderRadius,
      cursor: 'pointer',
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
      transition: 'background-color 150ms',
      '&:hover': { backgroundColor: palette.primary.dark },
      '&:active': { backgroundColor: alpha(palette.primary.dark, 0.85) },
      '&:focus-visible': focusRing,
      '&:disabled': {
        cursor: 'default',
        backgroundColor: palette.action.disabledBackground,
        color: palette.action.disabled,
      },
      // Half a phone's width: the words fit on one line without the icon.
      [phone]: { padding: '6px 8px', [`& .${CARD.icon}`]: { display: 'none' } },
    },
    [`& .${CARD.icon}`]: { width: 20, height: 20, fill: 'currentColor', flexShrink: 0 },
  };
}

const columnsOf = (name: keyof GridColumns) => `repeat(var(--columns-${name}), minmax(0, 1fr))`;

const ProductGridRoot = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: `repeat(${PHONE_COLUMNS}, minmax(0, 1fr))`,
  [theme.breakpoints.up('sm')]: { gap: 16, gridTemplateColumns: columnsOf('sm') },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: columnsOf('md') },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: columnsOf('lg') },
  ...cardStyles(theme),
}));

/**
 * The store's grid of product cards (featured row and catalogue), with the cards' styles. The
 * columns are CSS variables, so both grids share one class: its rules are inserted once.
 */
export function ProductGrid({ columns, ...props }: { columns: GridColumns } & ComponentProps<'div'>) {
  const style = {
    '--columns-sm': columns.sm,
    '--columns-md': columns.md,
    '--columns-lg': columns.lg ?? columns.md,
  } as CSSProperties;
  return <ProductGridRoot {...props} style={style} />;
}
