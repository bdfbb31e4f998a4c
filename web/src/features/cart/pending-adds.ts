import type { CartContextValue } from './cart-context';

type AddArguments = Parameters<CartContextValue['add']>;

interface PendingAdd {
  args: AddArguments;
  settle: (added: boolean) => void;
}

/**
 * Adds asked for before the cart could reach the server: a visitor's store runs without the
 * session layer (Apollo, the cart's server state) until their first add, which waits here while
 * that layer loads. The cart (`CartProvider`) takes them once it is ready and settles each with
 * the outcome of the real add.
 */
let pending: PendingAdd[] = [];

export function deferAdd(...args: AddArguments): Promise<boolean> {
  return new Promise<boolean>((settle) => {
    pending.push({ args, settle });
  });
}

/** Every waiting add, in the order they were asked for; the queue is left empty. */
export function takePendingAdds(): PendingAdd[] {
  const taken = pending;
  pending = [];
  return taken;
}
