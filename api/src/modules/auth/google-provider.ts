import { GOOGLE_SIGN_IN, GOOGLE_SIGN_IN_MESSAGES, type GoogleIdentityClaims } from '@gym/domain';
import * as oidc from 'openid-client';
import type { GoogleSignInConfig } from '../../config';
import { AppError } from '../../lib/errors';

/** How long one call to the provider (discovery, token, userinfo) may take, in seconds. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** What a verified Google answer says about the person. */
export interface GoogleIdentity extends GoogleIdentityClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

/** What a sign-in must remember between its start and the provider's answer. */
export interface GoogleChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface GoogleProvider {
  /** New secrets and the provider's authorization URL carrying the PKCE challenge, state and nonce. */
  begin(): Promise<GoogleChecks & { authorizationUrl: string }>;
  /**
   * Exchanges the authorization code of the callback's query (with the PKCE verifier) and verifies
   * the ID token (signature, issuer, audience, expiry, nonce); refusals are AppErrors in Spanish.
   */
  finish(callbackQuery: URLSearchParams, checks: GoogleChecks): Promise<GoogleIdentity>;
}

export interface ProviderLog {
  warn(details: object, message: string): void;
}

/** Google writes email_verified as a boolean; some issuers as the string 'true'. */
const isTrue = (value: unknown) => value === true || value === 'true';

/**
 * The provider's failure as the person sees it: they cancelled, the answer did not verify (a
 * refused code, a wrong nonce or audience...), or the provider could not be reached. The
 * details go to the log (never the tokens: the error serializer keeps type, message and code).
 */
function refusal(error: unknown, log: ProviderLog): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof oidc.AuthorizationResponseError) {
    if (error.error === 'access_denied') return new AppError(400, GOOGLE_SIGN_IN_MESSAGES.cancelled);
    log.warn({ err: error }, 'Google rechazó la autorización');
    return new AppError(401, GOOGLE_SIGN_IN_MESSAGES.failed);
  }
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.ClientError) {
    log.warn({ err: error }, 'La respuesta de Google no se pudo verificar');
    return new AppError(401, GOOGLE_SIGN_IN_MESSAGES.failed);
  }
  log.warn({ err: error }, 'Google no responde');
  return new AppError(503, GOOGLE_SIGN_IN_MESSAGES.unavailable);
}

/**
 * The OpenID Connect client (openid-client) for the configured issuer. Discovery happens on the
 * first sign-in and is kept; a failed one is tried again on the next.
 */
export function createGoogleProvider(settings: GoogleSignInConfig, log: ProviderLog): GoogleProvider {
  // The configuration refuses plain http except for a provider on this machine (tests).
  const insecure = new URL(settings.issuer).protocol === 'http:';
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = (): Promise<oidc.Configuration> => {
    discovered ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        // The ID token's signature is checked against the issuer's keys, not only its claims.
        execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async begin() {
      try {
        const config = await configuration();
        const checks = {
          state: oidc.randomState(),
          nonce: oidc.randomNonce(),
          codeVerifier: oidc.randomPKCECodeVerifier(),
        };
        const authorizationUrl = oidc.buildAuthorizationUrl(config, {
          redirect_uri: settings.redirectUri,
          scope: GOOGLE_SIGN_IN.scopes,
          state: checks.state,
          nonce: checks.nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
          code_challenge_method: 'S256',
        });
        return { ...checks, authorizationUrl: authorizationUrl.href };
      } catch (error) {
        throw refusal(error, log);
      }
    },

    async finish(callbackQuery, checks) {
      try {
        const config = await configuration();
        // The token request's redirect_uri is read from this URL: the registered one.
        const currentUrl = new URL(settings.redirectUri);
        currentUrl.search = callbackQuery.toString();
        const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new AppError(401, GOOGLE_SIGN_IN_MESSAGES.failed);
        let claims: Record<string, unknown> = idToken;
        // Google puts the address in the ID token; another issuer may only give it at userinfo.
        if (typeof claims.email !== 'string')
          claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
        return {
          subject: idToken.sub,
          email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
          emailVerified: isTrue(claims.email_verified),
          given_name: claims.given_name,
          family_name: claims.family_name,
          name: claims.name,
        };
      } catch (error) {
        throw refusal(error, log);
      }
    },
  };
}
