/**
 * Sign-in with Google (OpenID Connect, authorization code with PKCE): its paths, lifetimes, the
 * Spanish messages of each refusal and the short keys that carry a refusal to the return page
 * (/auth/google-success) in the URL fragment. The page shows only messages of this catalogue, so
 * a crafted link cannot make it display someone else's text.
 */
import { ACCOUNT_FIELDS } from './account-fields';
import { textField } from './field-contract';
import { AUTH_MESSAGES } from './messages';

export const GOOGLE_SIGN_IN = {
  /** Where the browser starts (the bff redirects it to Google). */
  startPath: '/bff/auth/google/start',
  /** Where Google sends the browser back: the redirect URI to register with Google. */
  callbackPath: '/bff/auth/google/callback',
  /** The web page that finishes the sign-in (spec §2). */
  successPath: '/auth/google-success',
  /** The httpOnly cookie tying the returning browser to the one that started. */
  stateCookie: 'gym_google_state',
  /** A started sign-in must come back within this time (seconds). */
  stateTtlSeconds: 10 * 60,
  /** The one-time code the return page exchanges for a session lasts this long (seconds). */
  handoffTtlSeconds: 2 * 60,
  scopes: 'openid email profile',
  /** The issuer when GOOGLE_ISSUER is not set. */
  defaultIssuer: 'https://accounts.google.com',
} as const;

/** What the bff hands the api on the browser's return, and the code the return page exchanges. */
export const GOOGLE_SIGN_IN_FIELDS = {
  /** The query string Google appended to the callback (code, state, iss, or error). */
  callbackQuery: textField('La respuesta de Google', { max: 4096, required: true, keepWhitespace: true }),
  /** The state kept in the browser's cookie since the start. */
  browserState: textField('El estado del navegador', { max: 200, keepWhitespace: true }),
  code: textField('El código de inicio de sesión', { max: 200, required: true, keepWhitespace: true }),
} as const;

export const GOOGLE_SIGN_IN_MESSAGES = {
  notConfigured: 'El inicio de sesión con Google no está disponible en este gimnasio',
  invalidState: 'La solicitud de inicio de sesión con Google no es válida o ya expiró. Inténtalo de nuevo',
  cancelled: 'Se canceló el inicio de sesión con Google',
  failed: 'No se pudo verificar tu cuenta de Google. Inténtalo de nuevo',
  unavailable: 'Google no responde en este momento. Inténtalo más tarde o inicia sesión con tu correo',
  emailUnverified: 'Tu correo de Google no está verificado. Verifícalo en Google o regístrate con correo y contraseña',
  accountDisabled: AUTH_MESSAGES.accountDisabled,
  codeInvalid: 'El enlace de inicio de sesión no es válido o ya se usó. Inicia sesión de nuevo',
} as const;

/** The refusals the return page may be told about, by key. */
export const GOOGLE_SIGN_IN_ERRORS = {
  not_configured: GOOGLE_SIGN_IN_MESSAGES.notConfigured,
  state: GOOGLE_SIGN_IN_MESSAGES.invalidState,
  cancelled: GOOGLE_SIGN_IN_MESSAGES.cancelled,
  failed: GOOGLE_SIGN_IN_MESSAGES.failed,
  unavailable: GOOGLE_SIGN_IN_MESSAGES.unavailable,
  unverified_email: GOOGLE_SIGN_IN_MESSAGES.emailUnverified,
  account_disabled: GOOGLE_SIGN_IN_MESSAGES.accountDisabled,
  code: GOOGLE_SIGN_IN_MESSAGES.codeInvalid,
} as const;

export type GoogleSignInErrorKey = keyof typeof GOOGLE_SIGN_IN_ERRORS;

const isErrorKey = (value: string): value is GoogleSignInErrorKey => Object.hasOwn(GOOGLE_SIGN_IN_ERRORS, value);

/** The key of a refusal's message (the api answers with the message); anything else is 'failed'. */
export function googleSignInErrorKey(message: string | null | undefined): GoogleSignInErrorKey {
  const found = Object.entries(GOOGLE_SIGN_IN_ERRORS).find(([, text]) => text === message);
  return found && isErrorKey(found[0]) ? found[0] : 'failed';
}

/** The message of a key read from a URL; an unknown key gets the generic failure. */
export function googleSignInErrorMessage(key: string | null | undefined): string {
  return key && isErrorKey(key) ? GOOGLE_SIGN_IN_ERRORS[key] : GOOGLE_SIGN_IN_MESSAGES.failed;
}

/** What the return page finds in its fragment: a one-time code, a refusal, or nothing usable. */
export type GoogleReturn = { kind: 'code'; code: string } | { kind: 'error'; message: string } | { kind: 'none' };

/** Reads `#code=...` or `#error=<key>` (the bff puts them there; fragments never reach a server). */
export function readGoogleReturn(hash: string): GoogleReturn {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const code = params.get('code');
  if (code && /^[A-Za-z0-9_-]{20,200}$/.test(code)) return { kind: 'code', code };
  const error = params.get('error');
  if (error !== null) return { kind: 'error', message: googleSignInErrorMessage(error) };
  return { kind: 'none' };
}

/** The claims of a Google ID token (or userinfo) that name the person. */
export interface GoogleIdentityClaims {
  email?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
}

const NAME_MAX = ACCOUNT_FIELDS.firstName.max;

/** A name as the account keeps it: trimmed, inner spaces collapsed, cut to the field's size. */
function cleanName(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX).trim() : '';
}

/**
 * First and last name of an account made from a Google identity: given and family names, else
 * the full name split at its first space, else the address's local part; never empty.
 */
export function googleAccountNames(claims: GoogleIdentityClaims): { firstName: string; lastName: string } {
  let firstName = cleanName(claims.given_name);
  let lastName = cleanName(claims.family_name);
  const full = cleanName(claims.name);
  if (!firstName && full) {
    const [first = '', ...rest] = full.split(' ');
    firstName = first;
    if (!lastName) lastName = rest.join(' ');
  }
  if (!firstName && typeof claims.email === 'string') firstName = cleanName(claims.email.split('@')[0]);
  return { firstName: firstName || 'Usuario', lastName: lastName || 'Google' };
}
