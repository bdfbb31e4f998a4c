import { LANDING_FIRST_SCREEN, LANDING_SHELL } from '../../features/landing/first-screen';
import { STORE_FIRST_SCREEN, STORE_SHELL } from '../../features/store/first-screen';
import type { FirstScreenOperation } from '../../platform/first-screen/first-screen-operation';

/**
 * What a public page asks on its first render, so the bff can put the answers in index.html
 * (no GraphQL round trip before the largest paint) and the build can name the page's chunks for
 * `<link rel="modulepreload">`. The build (web/build/first-screen.ts) turns this into
 * dist/first-screen.json; the bff reads that file (bff/src/kernel/http/first-screen.ts). Only public,
 * anonymous queries belong here: the bff runs them without the visitor's session.
 */

export interface FirstScreenPage {
  /** The route modules the page renders first (source paths under web/), preloaded with their imports. */
  routeModules: string[];
  operations: FirstScreenOperation[];
  /** The markup drawn before the app runs (shells.ts), filled from the answers by the bff. */
  shell: string;
}

/** The brand every public header shows. */
const GYM_CONFIG: FirstScreenOperation = { operationName: 'GymConfig' };

export const FIRST_SCREEN: Record<string, FirstScreenPage> = {
  '/': {
    routeModules: ['src/features/landing/LandingPage.tsx'],
    operations: [GYM_CONFIG, ...LANDING_FIRST_SCREEN],
    shell: LANDING_SHELL,
  },
  '/store': {
    routeModules: ['src/features/store/VisitorStoreShell.tsx', 'src/features/store/StorePage.tsx'],
    operations: [GYM_CONFIG, ...STORE_FIRST_SCREEN],
    shell: STORE_SHELL,
  },
};
