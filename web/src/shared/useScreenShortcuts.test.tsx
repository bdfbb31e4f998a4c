import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRef, useState } from 'react';
import { useFocusWhenShown, useScreenShortcuts } from './useScreenShortcuts';

function Screen({ onNew, onSearch }: { onNew: () => void; onSearch: () => void }) {
  useScreenShortcuts({ n: onNew, '/': onSearch });
  return (
    <>
      <p>Pantalla</p>
      <input aria-label="Buscar" />
      <div role="dialog" aria-label="Diálogo">
        <button type="button">Dentro</button>
      </div>
      <ul role="listbox" aria-label="Opciones">
        <li role="option" tabIndex={0} aria-selected={false}>
          Nueva
        </li>
      </ul>
    </>
  );
}

describe('useScreenShortcuts', () => {
  it('answers N and / on the screen, not while typing, in a dialog or in an open list', () => {
    const onNew = vi.fn();
    const onSearch = vi.fn();
    render(<Screen onNew={onNew} onSearch={onSearch} />);
    fireEvent.keyDown(screen.getByText('Pantalla'), { key: 'N' });
    fireEvent.keyDown(document.body, { key: '/' });
    expect(onNew).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(screen.getByLabelText('Buscar'), { key: 'n' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Dentro' }), { key: 'n' });
    fireEvent.keyDown(screen.getByRole('option', { name: 'Nueva' }), { key: 'n' });
    fireEvent.keyDown(document.body, { key: 'n', ctrlKey: true });
    expect(onNew).toHaveBeenCalledTimes(1);
  });
});

function TabbedSearch() {
  const [shown, setShown] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  const focusSearch = useFocusWhenShown(search);
  useScreenShortcuts({
    '/': () => {
      setShown(true);
      focusSearch();
    },
  });
  return shown ? <input aria-label="Buscar" ref={search} /> : <p>Otra pestaña</p>;
}

describe('useFocusWhenShown', () => {
  it('focuses a search that the shortcut first had to show', async () => {
    render(<TabbedSearch />);
    fireEvent.keyDown(document.body, { key: '/' });
    expect(await screen.findByLabelText('Buscar')).toHaveFocus();
  });
});
