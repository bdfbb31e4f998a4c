import { describe, expect, it } from 'vitest';
import {
  canManageContent,
  canManagePlans,
  canManageServices,
  canManageStore,
  hasAllPermissions,
  homePathForRole,
  permissionsForRole,
} from './roles';
import { canRegisterVisits } from './roles';

describe('permissionsForRole', () => {
  it('gives a cliente only the own-account permissions', () => {
    expect(permissionsForRole('cliente').sort()).toEqual(
      [
        'edit_own_profile',
        'upload_transfer_proof',
        'view_own_memberships',
        'view_own_payments',
        'view_own_profile',
      ].sort(),
    );
  });

  it('gives an unknown role the cliente set', () => {
    expect(permissionsForRole('superhero')).toEqual(permissionsForRole('cliente'));
    expect(permissionsForRole(undefined)).toEqual(permissionsForRole('cliente'));
  });

  it('lets a colaborador run daily operations but not edit or delete users nor see reports', () => {
    const perms = permissionsForRole('colaborador');
    for (const p of [
      'view_users',
      'create_users',
      'validate_transfers',
      'register_gym_visits',
      'renew_memberships',
    ] as const) {
      expect(perms).toContain(p);
    }
    for (const p of ['edit_users', 'delete_users', 'view_reports', 'delete_memberships', 'manage_content'] as const) {
      expect(perms).not.toContain(p);
    }
  });

  it('gives admin user management, reports and content management', () => {
    const perms = permissionsForRole('admin');
    for (const p of [
      'edit_users',
      'delete_users',
      'manage_user_roles',
      'view_reports',
      'manage_content',
      'view_system_logs',
    ] as const) {
      expect(perms).toContain(p);
    }
    expect(perms).toContain('view_own_profile');
  });
});

describe('area rules', () => {
  const admin = { role: 'admin' };
  const staff = { role: 'colaborador' };
  it('grants content, store, services and plans management to admin only by default', () => {
    expect([canManageContent(admin), canManageStore(admin), canManageServices(admin), canManagePlans(admin)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([canManageContent(staff), canManageStore(staff), canManageServices(staff), canManagePlans(staff)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
  it('accepts the alternative permissions the spec names', () => {
    expect(canManageStore({ role: 'colaborador', permissions: ['manage_store'] })).toBe(true);
    expect(canManageServices({ role: 'colaborador', permissions: ['manage_content'] })).toBe(true);
    expect(canManagePlans({ role: 'colaborador', permissions: ['manage_memberships'] })).toBe(true);
  });
  it('requires all listed permissions', () => {
    expect(hasAllPermissions(staff, ['view_users', 'view_payments'])).toBe(true);
    expect(hasAllPermissions(staff, ['view_users', 'view_reports'])).toBe(false);
  });
});

describe('homePathForRole', () => {
  it('sends each role to its dashboard and others to /dashboard', () => {
    expect(homePathForRole('admin')).toBe('/dashboard/admin');
    expect(homePathForRole('colaborador')).toBe('/dashboard/staff');
    expect(homePathForRole('cliente')).toBe('/dashboard/client');
    expect(homePathForRole('otro')).toBe('/dashboard');
  });
});

describe('staff abilities', () => {
  it('lets the admin and staff with register_gym_visits register visits', () => {
    expect(canRegisterVisits({ role: 'admin' })).toBe(true);
    expect(canRegisterVisits({ role: 'colaborador' })).toBe(true);
    expect(canRegisterVisits({ role: 'cliente' })).toBe(false);
  });
});
