import { useCallback, useEffect, useState } from 'react';
import {
  addProduct,
  readStoredTicket,
  removeLine,
  setQuantity,
  storeTicket,
  ticketTotals,
  type TicketLine,
  type TicketProduct,
} from './ticket';

/** The open ticket, written to sessionStorage on every change (a reload keeps it). */
export function useTicket() {
  const [lines, setLines] = useState<TicketLine[]>(() => readStoredTicket());
  useEffect(() => storeTicket(lines), [lines]);
  return {
    lines,
    totals: ticketTotals(lines),
    add: useCallback((product: TicketProduct) => setLines((current) => addProduct(current, product)), []),
    change: useCallback(
      (productId: string, quantity: number) => setLines((current) => setQuantity(current, productId, quantity)),
      [],
    ),
    remove: useCallback((productId: string) => setLines((current) => removeLine(current, productId)), []),
    clear: useCallback(() => setLines([]), []),
    /** Puts back lines taken off the ticket ('Deshacer' after 'Vaciar ticket'). */
    restore: useCallback(
      (restored: TicketLine[]) =>
        setLines((current) => [
          ...restored,
          ...current.filter((line) => !restored.some((back) => back.productId === line.productId)),
        ]),
      [],
    ),
  };
}
