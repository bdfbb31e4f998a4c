import type { FirstScreenOperation } from '../../app/first-screen/first-screen';

/** Products shown in the landing page's store teaser. */
export const FEATURED_PRODUCTS = 4;

/** The landing page's queries on its first render (app/first-screen: answered inside index.html). */
export const LANDING_FIRST_SCREEN: FirstScreenOperation[] = [
  { operationName: 'Landing' },
  { operationName: 'LandingFeaturedProducts', variables: { limit: FEATURED_PRODUCTS } },
];
