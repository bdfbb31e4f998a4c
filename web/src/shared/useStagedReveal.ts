import { startTransition, useEffect, useState } from 'react';

/** Pages already shown whole once in this visit. */
const revealedPages = new Set<string>();

/**
 * A long page rendered in steps: step 0 (what the first screen shows) on the first commit, then
 * each further step in its own commit right after, as a transition. No single task renders and
 * commits the whole page, so the browser stays responsive while it loads (Total Blocking Time).
 * Later steps only add content below the first screen, so nothing on screen moves.
 *
 * Only a page's first showing is staged: shown again (back from a product, or taken over by the
 * session layer at a visitor's first add) it renders whole, so the page keeps its height and the
 * reader their scroll position.
 */
export function useStagedReveal(page: string, lastStep: number): number {
  const [step, setStep] = useState(() => (revealedPages.has(page) ? lastStep : 0));
  useEffect(() => {
    if (step < lastStep) startTransition(() => setStep(step + 1));
    else revealedPages.add(page);
  }, [step, lastStep, page]);
  return step;
}
