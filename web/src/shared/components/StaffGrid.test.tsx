import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nextPage, StaffGrid } from './StaffGrid';

const rows = [
  { id: 'a', name: 'Ana' },
  { id: 'b', name: 'Beto' },
];
const columns = [{ field: 'name', headerName: 'Nombre', flex: 1 }];

describe('StaffGrid', () => {
  it('opens a row by click or by Enter on one of its cells', () => {
    const onOpen = vi.fn();
    render(<StaffGrid label="Clientes" rows={rows} columns={columns} onOpen={onOpen} />);
    const grid = screen.getByRole('grid', { name: 'Clientes' });
    fireEvent.click(within(grid).getByText('Ana'));
    expect(onOpen).toHaveBeenLastCalledWith('a');
    fireEvent.keyDown(within(grid).getByText('Beto'), { key: 'Enter' });
    expect(onOpen).toHaveBeenLastCalledWith('b');
  });

  it('says what an empty grid means, in Spanish', () => {
    render(<StaffGrid label="Gastos" emptyText="No hay gastos pendientes" rows={[]} columns={columns} />);
    expect(screen.getByText('No hay gastos pendientes')).toBeInTheDocument();
  });

  it("sorts by the server's key for a column and shows the sort it was given", () => {
    const onChange = vi.fn();
    render(
      <StaffGrid
        label="Clientes"
        rows={rows}
        columns={columns}
        sorting={{ sortBy: 'nombre', sortOrder: 'asc', keyOfField: { name: 'nombre' }, onChange }}
      />,
    );
    const header = screen.getByRole('columnheader', { name: /Nombre/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(within(header).getByText('Nombre'));
    expect(onChange).toHaveBeenLastCalledWith('nombre', 'desc');
  });

  it('goes back to the first page when the page size changes, and keeps the page otherwise', () => {
    expect(nextPage({ pageSize: 25 }, { page: 3, pageSize: 25 })).toEqual({ page: 3, pageSize: 25 });
    expect(nextPage({ pageSize: 25 }, { page: 3, pageSize: 50 })).toEqual({ page: 0, pageSize: 50 });
  });
});
