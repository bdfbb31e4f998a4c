import { canManageStore, canOperateStore } from '@gym/domain';
import type { ResolverData } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { authChecker } from './auth-checker';
import type { RequestContext as GraphQLContext } from './request-context';

function data(token: string | null, role = 'cliente'): ResolverData<GraphQLContext> {
  const context = { token, loaders: { viewer: { load: async () => ({ role, permissions: undefined }) } } };
  return { context } as unknown as ResolverData<GraphQLContext>;
}

async function outcome(promise: Promise<boolean> | boolean) {
  try {
    return { allowed: await promise };
  } catch (error) {
    const e = error as { message: string; extensions: { code: string; status: number } };
    return { message: e.message, code: e.extensions.code, status: e.extensions.status };
  }
}

describe('authChecker', () => {
  it('asks for a token before anything reaches the api', async () => {
    expect(await outcome(authChecker(data(null), []))).toEqual({
      message: 'Token de acceso requerido',
      code: 'UNAUTHENTICATED',
      status: 401,
    });
    expect(await outcome(authChecker(data('t'), []))).toEqual({ allowed: true });
  });

  it('judges roles and permissions with the domain tables', async () => {
    expect(await outcome(authChecker(data('t', 'colaborador'), ['register_gym_visits']))).toEqual({ allowed: true });
    expect(await outcome(authChecker(data('t', 'admin'), ['colaborador', 'admin']))).toEqual({ allowed: true });
    expect(await outcome(authChecker(data('t', 'colaborador'), ['view_reports']))).toEqual({
      message: 'No tienes permisos para realizar esta acción',
      code: 'FORBIDDEN',
      status: 403,
    });
    // An unknown role gets the cliente set.
    expect(await outcome(authChecker(data('t', 'invitado'), ['view_own_profile']))).toEqual({ allowed: true });
  });

  it("judges the domain's rule functions (canOperateStore: the counter, online orders, inventory)", async () => {
    expect(await outcome(authChecker(data('t', 'colaborador'), [canOperateStore]))).toEqual({ allowed: true });
    expect(await outcome(authChecker(data('t', 'admin'), [canManageStore]))).toEqual({ allowed: true });
    expect(await outcome(authChecker(data('t', 'colaborador'), [canManageStore]))).toEqual({
      message: 'No tienes permisos para realizar esta acción',
      code: 'FORBIDDEN',
      status: 403,
    });
    expect(await outcome(authChecker(data('t', 'cliente'), [canOperateStore, 'view_payments']))).toEqual({
      message: 'No tienes permisos para realizar esta acción',
      code: 'FORBIDDEN',
      status: 403,
    });
  });
});
