import { describe, expect, it } from 'vitest';
import {
  GOOGLE_SIGN_IN_MESSAGES,
  googleAccountNames,
  googleSignInErrorKey,
  googleSignInErrorMessage,
  readGoogleReturn,
} from './google-sign-in';

describe('Google sign-in refusals', () => {
  it('carries a refusal to the return page as a key and back as its message', () => {
    const key = googleSignInErrorKey(GOOGLE_SIGN_IN_MESSAGES.emailUnverified);
    expect(key).toBe('unverified_email');
    expect(googleSignInErrorMessage(key)).toBe(GOOGLE_SIGN_IN_MESSAGES.emailUnverified);
  });

  it('shows the generic failure for an unknown message or key, never the text of a link', () => {
    expect(googleSignInErrorKey('Error interno')).toBe('failed');
    expect(googleSignInErrorMessage('Tu cuenta fue robada, llama al 5555')).toBe(GOOGLE_SIGN_IN_MESSAGES.failed);
    expect(googleSignInErrorMessage('toString')).toBe(GOOGLE_SIGN_IN_MESSAGES.failed);
  });

  it('reads a one-time code or a refusal from the fragment', () => {
    const code = 'a'.repeat(43);
    expect(readGoogleReturn(`#code=${code}`)).toEqual({ kind: 'code', code });
    expect(readGoogleReturn('#error=state')).toEqual({ kind: 'error', message: GOOGLE_SIGN_IN_MESSAGES.invalidState });
    expect(readGoogleReturn('#code=<script>')).toEqual({ kind: 'none' });
    expect(readGoogleReturn('')).toEqual({ kind: 'none' });
  });
});

describe('googleAccountNames', () => {
  it('uses the given and family names', () => {
    expect(googleAccountNames({ given_name: ' Ana  María ', family_name: 'López' })).toEqual({
      firstName: 'Ana María',
      lastName: 'López',
    });
  });

  it('falls back to the full name, then to the address, never to an empty name', () => {
    expect(googleAccountNames({ name: 'Luis Pérez Gómez' })).toEqual({ firstName: 'Luis', lastName: 'Pérez Gómez' });
    expect(googleAccountNames({ email: 'pedro@example.com' })).toEqual({ firstName: 'pedro', lastName: 'Google' });
    expect(googleAccountNames({})).toEqual({ firstName: 'Usuario', lastName: 'Google' });
  });

  it('cuts a name to the account field size', () => {
    expect(googleAccountNames({ given_name: 'A'.repeat(200), family_name: 'B' }).firstName).toHaveLength(80);
  });
});
