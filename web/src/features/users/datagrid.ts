import { createElement } from 'react';
import type { GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';
import { formatDate, hasPermission, type Actor } from '@gym/domain';
import type { UserRowFieldsFragment } from './users.generated';
import { RoleChip, StatusChip, UserActionsCell, UserNameCell } from './components/UserCells';
import { USERS_TEXTS as T } from './texts';

export const USER_PAGE_SIZES = [10, 20, 50, 100];

interface ColumnOptions {
  actor: Actor;
  onEdit: (user: UserRowFieldsFragment) => void;
  onDelete: (user: UserRowFieldsFragment) => void;
}

/** Server-side data: sorting and filtering happen through the query, not in the grid. */
export function userColumns({ actor, onEdit, onDelete }: ColumnOptions): GridColDef<UserRowFieldsFragment>[] {
  const columns: GridColDef<UserRowFieldsFragment>[] = [
    {
      field: 'fullName',
      headerName: T.name,
      flex: 1.4,
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => createElement(UserNameCell, { user: row }),
    },
    { field: 'email', headerName: T.email, flex: 1.4, minWidth: 170, sortable: false },
    {
      field: 'phone',
      headerName: T.phone,
      flex: 1,
      minWidth: 120,
      sortable: false,
      valueGetter: (value) => value ?? '',
    },
    {
      field: 'role',
      headerName: T.role,
      width: 130,
      sortable: false,
      renderCell: ({ row }) => createElement(RoleChip, { role: row.role }),
    },
    {
      field: 'isActive',
      headerName: T.status,
      width: 100,
      sortable: false,
      renderCell: ({ row }) => createElement(StatusChip, { isActive: row.isActive }),
    },
    {
      field: 'createdAt',
      headerName: T.created,
      width: 105,
      sortable: false,
      valueFormatter: (value: string | null) => formatDate(value),
    },
  ];
  // Only someone who may edit or delete users at all gets the column (a colaborador never does).
  if (hasPermission(actor, 'edit_users') || hasPermission(actor, 'delete_users')) {
    columns.push({
      field: 'actions',
      headerName: T.actions,
      width: 96,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => createElement(UserActionsCell, { actor, user: row, onEdit, onDelete }),
    });
  }
  return columns;
}

/** Columns hidden on narrow screens so name, role and actions stay readable. */
export function userColumnVisibility(screen: 'phone' | 'tablet' | 'desktop'): GridColumnVisibilityModel {
  if (screen === 'phone') return { email: false, phone: false, role: false, isActive: false, createdAt: false };
  if (screen === 'tablet') return { phone: false, createdAt: false };
  return {};
}
