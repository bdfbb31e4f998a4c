import { NOTIFICATIONS } from '@gym/domain';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  it('takes a toast under the pointer (or tapped on a phone) away at most NOTIFICATIONS.toastMaxMs after it came', async () => {
    renderToasts();
    const shown = Date.now();
    act(() => notify.success('Producto agregado al carrito'));
    // The pointer stays on it: notistack pauses its own timer, so past toastMs it is still there.
    fireEvent.mouseEnter(screen.getByText('Producto agregado al carrito'));
    await new Promise((resolve) => setTimeout(resolve, NOTIFICATIONS.toastMs + 300));
    expect(screen.getByText('Producto agregado al carrito')).toBeInTheDocument();
    // Then it leaves anyway (its exit transition included).
    await waitFor(() => expect(screen.queryByText('Producto agregado al carrito')).not.toBeInTheDocument(), {
      timeout: NOTIFICATIONS.toastMaxMs,
    });
    expect(Date.now() - shown).toBeLessThan(NOTIFICATIONS.toastMaxMs + 1_500);
  }, 20_000);
});
