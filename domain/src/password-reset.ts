/**
 * Account recovery by e-mail: someone who forgot the password asks for a link, the api mails a
 * single-use token (valid for an hour) in the link's fragment, and the reset page sends it back
 * with the new password. Pure: the limits, the paths, the field contracts and the Spanish texts
 * that the api, the bff and the web share.
 */
import { ACCOUNT_FIELDS } from './account-fields';
import { textField } from './field-contract';

export const PASSWORD_RESET = {
  /** How long a link works. */
  tokenTtlMinutes: 60,
  /** Requests from one address for one e-mail within the window. */
  perAddress: { max: 3, windowMs: 15 * 60_000 },
  /** Requests for one account from any address within the window. */
  perAccount: { max: 5, windowMs: 60 * 60_000 },
  /** Where the web app reads the token: the fragment is never sent to a server nor in a Referer. */
  resetPath: '/reset-password',
  forgotPath: '/forgot-password',
  tokenParameter: 'token',
} as const;

export const PASSWORD_RESET_MESSAGES = {
  /** The same answer whether or not the address has an account. */
  requested: 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña',
  invalidToken: 'El enlace para restablecer la contraseña no es válido o ya expiró',
  tooManyRequests: 'Demasiadas solicitudes para restablecer la contraseña. Intenta de nuevo más tarde',
  done: 'Tu contraseña se restableció. Ya puedes iniciar sesión con la nueva',
} as const;

export const PASSWORD_RESET_FIELDS = {
  email: ACCOUNT_FIELDS.email,
  token: textField('El enlace para restablecer la contraseña', {
    max: 200,
    required: true,
    keepWhitespace: true,
    requiredMessage: PASSWORD_RESET_MESSAGES.invalidToken,
  }),
  password: ACCOUNT_FIELDS.password,
} as const;

/** The link mailed to the person: the token rides in the fragment (`#token=`). */
export function passwordResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}${PASSWORD_RESET.resetPath}#${PASSWORD_RESET.tokenParameter}=${encodeURIComponent(token)}`;
}

/** The token in a location's fragment (`#token=...`), or null when there is none. */
export function readResetToken(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(PASSWORD_RESET.tokenParameter);
  return value ? value : null;
}
