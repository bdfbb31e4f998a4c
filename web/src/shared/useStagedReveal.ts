import { startTransition, useEffect, useState } from 'react';

/**
 * A long page rendered in steps: step 0 (what the first screen shows) on the first commit, then
 * each further step in its own commit right after, as a transition. No single task renders and
 * commits the whole page, so the browser stays responsive while it loads (Total Blocking Time).
 * Later steps only add content below the first screen, so nothing on screen moves.
 */
export function useStagedReveal(lastStep: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step < lastStep) startTransition(() => setStep(step + 1));
  }, [step, lastStep]);
  return step;
}
