import { act, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it } from 'vitest';
import { notify } from './notify';

function renderToasts() {
  render(<SnackbarProvider maxSnack={5} />);
}

describe('notify', () => {
  it('shows a confirmation each time it is given, even with the same text', () => {
    renderToasts();
    act(() => {
      notify.success('Venta registrada');
      notify.success('Venta registrada');
    });
    expect(screen.getAllByText('Venta registrada')).toHaveLength(2);
  });

  it('shows a burst of the same failure once', () => {
    renderToasts();
    act(() => {
      notify.error('No se pudo conectar con el servidor');
      notify.error('No se pudo conectar con el servidor');
      notify.error('No se pudo conectar con el servidor');
    });
    expect(screen.getAllByText('No se pudo conectar con el servidor')).toHaveLength(1);
  });
});
