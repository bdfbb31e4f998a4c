import Box from '@mui/material/Box';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import type { KeyboardEvent } from 'react';

const GRID_LOCALE = esES.components.MuiDataGrid.defaultProps.localeText;

/** Server paging with the page and its size kept by the screen (usually in the URL). */
export interface ServerPaging {
  page: number;
  pageSize: number;
  total: number;
  sizes: readonly number[];
  onChange: (next: { page: number; pageSize: number }) => void;
}

/** Server sorting by the keys the server knows (`keyOfField`: a grid column's field -> its key). */
export interface ServerSorting<K extends string> {
  sortBy: K | null;
  sortOrder: 'asc' | 'desc';
  keyOfField: Record<string, K>;
  onChange: (sortBy: K | null, sortOrder: 'asc' | 'desc') => void;
}

export type StaffGridProps<R extends GridValidRowModel, K extends string = string> = Omit<
  DataGridProps<R>,
  'localeText' | 'aria-label'
> & {
  /** The grid's accessible name. */
  label: string;
  /** What an empty grid says (the grid's own Spanish text otherwise). */
  emptyText?: string;
  /** A click or Enter on a row opens it (its detail drawer, usually). */
  onOpen?: (id: string) => void;
  paging?: ServerPaging;
  sorting?: ServerSorting<K>;
};

/** A new page size starts again from the first page: the old page may not exist at that size. */
export function nextPage(paging: Pick<ServerPaging, 'pageSize'>, model: { page: number; pageSize: number }) {
  return { page: model.pageSize === paging.pageSize ? model.page : 0, pageSize: model.pageSize };
}

function pagingProps(paging: ServerPaging) {
  return {
    paginationMode: 'server' as const,
    rowCount: paging.total,
    paginationModel: { page: paging.page, pageSize: paging.pageSize },
    pageSizeOptions: [...paging.sizes],
    onPaginationModelChange: (model: { page: number; pageSize: number }) => paging.onChange(nextPage(paging, model)),
  };
}

function sortingProps<K extends string>(sorting: ServerSorting<K>) {
  const field = Object.entries(sorting.keyOfField).find(([, key]) => key === sorting.sortBy)?.[0];
  return {
    sortingMode: 'server' as const,
    sortModel: field ? [{ field, sort: sorting.sortOrder }] : [],
    onSortModelChange: (model: readonly { field: string; sort?: 'asc' | 'desc' | null }[]) => {
      const first = model[0];
      sorting.onChange(
        first ? (sorting.keyOfField[first.field] ?? null) : null,
        first?.sort === 'asc' ? 'asc' : 'desc',
      );
    },
  };
}

function openProps(onOpen: (id: string) => void) {
  return {
    onRowClick: ({ id }: { id: string | number }) => onOpen(String(id)),
    onCellKeyDown: (params: { id: string | number }, event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      onOpen(String(params.id));
    },
  };
}

/**
 * The staff screens' grid: dense, Spanish, rows opened by click or Enter, paged by the server
 * and sorted by the server when `paging` and `sorting` are given. Everything else is the DataGrid's own props.
 */
export function StaffGrid<R extends GridValidRowModel, K extends string = string>({
  label,
  emptyText,
  onOpen,
  paging,
  sorting,
  sx,
  ...grid
}: StaffGridProps<R, K>) {
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <DataGrid<R>
        autoHeight
        density="compact"
        disableRowSelectionOnClick
        disableColumnFilter
        localeText={emptyText ? { ...GRID_LOCALE, noRowsLabel: emptyText } : GRID_LOCALE}
        aria-label={label}
        {...(paging ? pagingProps(paging) : {})}
        {...(sorting ? sortingProps(sorting) : {})}
        {...(onOpen ? openProps(onOpen) : {})}
        sx={onOpen ? [{ '& .MuiDataGrid-row': { cursor: 'pointer' } }, ...(Array.isArray(sx) ? sx : [sx])] : sx}
        {...grid}
      />
    </Box>
  );
}
