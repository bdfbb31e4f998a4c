import type { FirstScreenOperation } from '../../platform/first-screen/first-screen-operation';
import { HEADER_SHELL } from '../../platform/first-screen/shells';

/** Products shown in the landing page's store teaser. */
export const FEATURED_PRODUCTS = 4;

/** The landing page's queries on its first render (app/first-screen: answered inside index.html). */
export const LANDING_FIRST_SCREEN: FirstScreenOperation[] = [
  { operationName: 'Landing' },
  { operationName: 'LandingFeaturedProducts', variables: { limit: FEATURED_PRODUCTS } },
];

/** The header and the hero (LandingPage's Hero) with the gym's name, tagline and description. */
export const LANDING_SHELL =
  HEADER_SHELL +
  '<div class="fs-hero" style="background:{{GymConfig.gymConfig.primaryColor}}"><div class="fs-container">' +
  '<h1>{{GymConfig.gymConfig.name}}</h1>' +
  '<p class="fs-tagline">{{Landing.landingContent.config.tagline}}</p>' +
  '<p class="fs-text">{{Landing.landingContent.config.description}}</p>' +
  '</div></div>';
