import { describe, expect, it } from 'vitest';
import { decideRouteAccess, DASHBOARD_ROUTE_REQUIREMENTS, isPublicPath } from './route-access';

describe('decideRouteAccess', () => {
  it('sends a visitor without session to login', () => {
    expect(decideRouteAccess(null, DASHBOARD_ROUTE_REQUIREMENTS.profile)).toBe('login');
  });
  it('opens the point of sale to whoever sells at the counter, by the domain rule', () => {
    const pos = DASHBOARD_ROUTE_REQUIREMENTS.pos;
    expect(decideRouteAccess({ role: 'admin' }, pos)).toBe('allow');
    expect(decideRouteAccess({ role: 'colaborador' }, pos)).toBe('allow');
    expect(decideRouteAccess({ role: 'cliente' }, pos)).toBe('forbidden');
    expect(decideRouteAccess(null, pos)).toBe('login');
  });
  it('requires the exact role', () => {
    expect(decideRouteAccess({ role: 'admin' }, DASHBOARD_ROUTE_REQUIREMENTS.staff)).toBe('forbidden');
    expect(decideRouteAccess({ role: 'colaborador' }, DASHBOARD_ROUTE_REQUIREMENTS.staff)).toBe('allow');
    expect(decideRouteAccess({ role: 'cliente' }, DASHBOARD_ROUTE_REQUIREMENTS.expenses)).toBe('forbidden');
  });
  it('requires every listed permission', () => {
    expect(decideRouteAccess({ role: 'cliente' }, DASHBOARD_ROUTE_REQUIREMENTS.users)).toBe('forbidden');
    expect(decideRouteAccess({ role: 'colaborador' }, DASHBOARD_ROUTE_REQUIREMENTS.users)).toBe('allow');
    expect(decideRouteAccess({ role: 'colaborador' }, DASHBOARD_ROUTE_REQUIREMENTS.reports)).toBe('forbidden');
    expect(decideRouteAccess({ role: 'admin' }, DASHBOARD_ROUTE_REQUIREMENTS.reports)).toBe('allow');
    expect(decideRouteAccess({ role: 'colaborador' }, { permissions: ['view_users', 'view_reports'] })).toBe(
      'forbidden',
    );
  });
  it('lets staff and admin, not a cliente, reach the online orders board', () => {
    expect(decideRouteAccess({ role: 'colaborador' }, DASHBOARD_ROUTE_REQUIREMENTS.orders)).toBe('allow');
    expect(decideRouteAccess({ role: 'admin' }, DASHBOARD_ROUTE_REQUIREMENTS.orders)).toBe('allow');
    expect(decideRouteAccess({ role: 'cliente' }, DASHBOARD_ROUTE_REQUIREMENTS.orders)).toBe('forbidden');
  });
  it('lets any signed-in user into the profile', () => {
    expect(decideRouteAccess({ role: 'cliente' }, DASHBOARD_ROUTE_REQUIREMENTS.profile)).toBe('allow');
  });
});

describe('isPublicPath', () => {
  it('recognises the paths where a 401 is ignored', () => {
    expect(isPublicPath('/store')).toBe(true);
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/dashboard/profile')).toBe(false);
  });
});
