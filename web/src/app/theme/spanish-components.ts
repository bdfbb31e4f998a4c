import { formatNumber } from '@gym/domain';
import type { Components, Theme } from '@mui/material/styles';

const PAGE_CONTROL_LABELS: Record<string, string> = {
  first: 'Ir a la primera página',
  last: 'Ir a la última página',
  next: 'Ir a la página siguiente',
  previous: 'Ir a la página anterior',
};

const pageControlLabel = (type: string) => PAGE_CONTROL_LABELS[type] ?? PAGE_CONTROL_LABELS.previous ?? '';

/**
 * MUI's own texts in Spanish (the wording of its `esES` locale), with numbers written as Guatemala
 * does. MUI's locale module builds an Intl formatter when it loads, and a browser's first Intl
 * formatter costs 45-90 ms of a public page's first screen; this one formats only when asked.
 */
export const SPANISH_COMPONENTS: Components<Theme> = {
  MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar ruta' } },
  MuiTablePagination: {
    defaultProps: {
      getItemAriaLabel: pageControlLabel,
      labelRowsPerPage: 'Filas por página:',
      labelDisplayedRows: ({ from, to, count }) =>
        `${formatNumber(from)}–${formatNumber(to)} de ${count !== -1 ? formatNumber(count) : `más de ${formatNumber(to)}`}`,
    },
  },
  MuiRating: {
    defaultProps: {
      getLabelText: (value) => `${value} Estrella${value !== 1 ? 's' : ''}`,
      emptyLabelText: 'Vacío',
    },
  },
  MuiAutocomplete: {
    defaultProps: {
      clearText: 'Limpiar',
      closeText: 'Cerrar',
      loadingText: 'Cargando…',
      noOptionsText: 'Sin opciones',
      openText: 'Abierto',
    },
  },
  MuiAlert: { defaultProps: { closeText: 'Cerrar' } },
  MuiPagination: {
    defaultProps: {
      'aria-label': 'Paginador',
      getItemAriaLabel: (type, page, selected) =>
        type === 'page' ? `${selected ? '' : 'Ir a la '}página ${page}` : pageControlLabel(type),
    },
  },
};
