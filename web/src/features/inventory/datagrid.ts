import { createElement } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { formatGTQ, type ProductSort } from '@gym/domain';
import type { InventoryProductRowFragment } from './inventory.generated';
import { ProductStatusChips, ProductThumb, StockCell } from './components/ProductCells';
import { INVENTORY_TEXTS as T } from './texts';

/** Grid columns the server can sort by, and the key it knows them by. */
export const SORT_KEY_OF_FIELD: Record<string, ProductSort> = {
  name: 'name',
  price: 'price',
  stockQuantity: 'stockQuantity',
  createdAt: 'createdAt',
};

/**
 * Server-side data: sorting and paging happen through the query. The stock cell edits in place
 * (double click or Enter, then Enter); the new figure is saved only once its reason is given.
 */
export function productColumns(
  onAdjust: (row: InventoryProductRowFragment) => void,
): GridColDef<InventoryProductRowFragment>[] {
  return [
    {
      field: 'image',
      headerName: T.columns.image,
      width: 64,
      sortable: false,
      renderCell: ({ row }) => createElement(ProductThumb, { product: row }),
    },
    { field: 'name', headerName: T.columns.name, flex: 1.6, minWidth: 180 },
    { field: 'sku', headerName: T.columns.sku, width: 130, sortable: false },
    {
      field: 'category',
      headerName: T.columns.category,
      flex: 1,
      minWidth: 120,
      sortable: false,
      valueGetter: (_v, row) => row.category?.name ?? '',
    },
    {
      field: 'brand',
      headerName: T.columns.brand,
      flex: 1,
      minWidth: 110,
      sortable: false,
      valueGetter: (_v, row) => row.brand?.name ?? '',
    },
    {
      field: 'price',
      headerName: T.columns.price,
      width: 110,
      type: 'number',
      valueFormatter: (value: number) => formatGTQ(value),
    },
    {
      field: 'stockQuantity',
      headerName: T.columns.stock,
      width: 110,
      type: 'number',
      editable: true,
      renderCell: ({ row }) => createElement(StockCell, { product: row, onAdjust }),
    },
    { field: 'minStock', headerName: T.columns.minStock, width: 80, type: 'number', sortable: false },
    {
      field: 'status',
      headerName: T.columns.status,
      width: 170,
      sortable: false,
      renderCell: ({ row }) => createElement(ProductStatusChips, { product: row }),
    },
  ];
}
