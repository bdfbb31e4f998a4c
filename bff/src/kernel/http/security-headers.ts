import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** Development serves Apollo Sandbox at /graphql, which loads its code from Apollo's CDN. */
  isProduction: boolean;
  /**
   * The public origin is https (a TLS proxy in front of the bff): only then may the browser be
   * told to insist on https (HSTS) and to upgrade http subresources. On plain http (localhost, a
   * LAN address) either would lock the app out.
   */
  httpsOrigin: boolean;
}

/** One year, the usual HSTS lifetime; subdomains are not ours to speak for. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The policy of the built web app (web/dist): no inline script runs (the first screen's answers in
 * index.html are a JSON data block, first-screen.ts), but MUI's emotion injects <style> elements at
 * run time and index.html carries the first screen's styles, so styles need 'unsafe-inline'. The website's image fields accept absolute https addresses
 * (domain website-fields IMAGE_URL), so images may come from any https origin; an image cannot
 * run script. A PDF transfer proof is shown to staff in a frame from a blob: URL the app made from
 * the api's content-checked file (typed application/pdf, so the browser's PDF viewer renders it,
 * never as a page). Card payments need Stripe.js from Stripe's own origin (it may not be bundled),
 * its card fields and 3-D Secure window in frames from it, and its calls to Stripe's API (Stripe's
 * documented policy; without card payments configured nothing ever loads from there). Everything
 * else is this origin only, and nothing may frame the app.
 */
export const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export function webAppDirectives(httpsOrigin: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...STRIPE_ORIGINS.script],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...STRIPE_ORIGINS.connect],
    'frame-src': ["'self'", 'blob:', ...STRIPE_ORIGINS.frame],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(httpsOrigin ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Apollo Sandbox (development only; production disables the landing page) is an inline, nonced
 * page that loads scripts, styles, fonts and an iframe from Apollo's CDN. Its own <meta> policy
 * pins the nonce; this header only has to let those origins through.
 */
const APOLLO_CDN = [
  'https://apollo-server-landing-page.cdn.apollographql.com',
  'https://embeddable-sandbox.cdn.apollographql.com',
  'https://embeddable-explorer.cdn.apollographql.com',
];
export const SANDBOX_CSP = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline' ${APOLLO_CDN.join(' ')}`,
  `style-src 'self' 'unsafe-inline' ${APOLLO_CDN.join(' ')} https://fonts.googleapis.com`,
  `img-src 'self' data: ${APOLLO_CDN[0]}`,
  "font-src 'self' data: https://fonts.gstatic.com",
  "connect-src 'self' https://*.apollographql.com",
  'frame-src https://sandbox.embed.apollographql.com https://explorer.embed.apollographql.com',
  `manifest-src ${APOLLO_CDN[0]}`,
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Security headers on every answer of the web origin: the built app, /graphql, /bff/* and
 * /uploads/*. Helmet writes them in an onRequest hook, so a route that sets its own
 * Content-Security-Policy later (the uploaded files' sandbox) keeps its own.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: webAppDirectives(options.httpsOrigin) },
    strictTransportSecurity: options.httpsOrigin ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
  if (!options.isProduction) {
    app.addHook('onSend', async (request, reply) => {
      const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if (isPage && request.url.split('?')[0] === '/graphql') reply.header('content-security-policy', SANDBOX_CSP);
    });
  }
}
