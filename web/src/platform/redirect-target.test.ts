import { describe, expect, it } from 'vitest';
import { afterSignInPath, afterSignInState } from './redirect-target';

describe('after sign-in', () => {
  it('returns to the origin kept by the guard, else the role home', () => {
    expect(afterSignInPath({ from: { pathname: '/dashboard/profile', search: '?a=1', hash: '' } }, 'cliente')).toBe(
      '/dashboard/profile?a=1',
    );
    expect(afterSignInPath({ from: { pathname: '/login', search: '', hash: '' } }, 'admin')).toBe('/dashboard/admin');
    expect(afterSignInPath(null, 'colaborador')).toBe('/dashboard/staff');
  });

  it('asks the store to reopen the cart only when sign-in came from the drawer', () => {
    expect(afterSignInState({ from: { pathname: '/store', search: '', hash: '' }, returnToCart: true })).toEqual({
      openCart: true,
    });
    expect(afterSignInState({ from: { pathname: '/store', search: '', hash: '' } })).toBeUndefined();
    expect(afterSignInState(null)).toBeUndefined();
  });
});
