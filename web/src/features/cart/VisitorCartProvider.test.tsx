import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionLayerContext } from '../../platform/session-layer';
import { useCart, useCartAdd } from './cart-context';
import { takePendingAdds } from './pending-adds';
import { VisitorCartProvider } from './VisitorCartProvider';

function Probe() {
  const cart = useCart();
  const add = useCartAdd();
  return (
    <div>
      <p data-testid="count">{cart.summary.itemsCount}</p>
      <button
        type="button"
        onClick={() => void add({ id: 'p-a', name: 'Creatina', price: 100 }, 2, { Sabor: 'Fresa' })}
      >
        agregar
      </button>
    </div>
  );
}

describe("a visitor's cart before the session layer", () => {
  it('is empty, and an add waits for the real cart while it asks for the session layer', async () => {
    const requestSessionLayer = vi.fn();
    render(
      <SessionLayerContext.Provider value={requestSessionLayer}>
        <VisitorCartProvider>
          <Probe />
        </VisitorCartProvider>
      </SessionLayerContext.Provider>,
    );
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    await userEvent.click(screen.getByRole('button', { name: 'agregar' }));
    expect(requestSessionLayer).toHaveBeenCalledTimes(1);
    const [waiting, ...rest] = takePendingAdds();
    expect(rest).toEqual([]);
    expect(waiting?.args).toEqual([{ id: 'p-a', name: 'Creatina', price: 100 }, 2, { Sabor: 'Fresa' }]);
    expect(takePendingAdds()).toEqual([]);
  });
});
