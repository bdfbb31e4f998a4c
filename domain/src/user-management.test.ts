import { describe, expect, it } from 'vitest';
import {
  canCreateUser,
  canDeleteUser,
  canEditUser,
  canListUsers,
  canViewUserDetails,
  viewableRoles,
} from './user-management';

const admin = { id: 'a1', role: 'admin' };
const staff = { id: 's1', role: 'colaborador' };
const client = { id: 'c1', role: 'cliente' };
const otherClient = { id: 'c2', role: 'cliente' };
const otherAdmin = { id: 'a2', role: 'admin' };

const message = (d: ReturnType<typeof canListUsers>) => (d.allowed ? 'allowed' : d.message);

describe('listing and viewing users', () => {
  it('tells a cliente they cannot list users', () => {
    expect(message(canListUsers(client))).toBe('Los clientes no pueden ver la lista de usuarios');
    expect(viewableRoles(client)).toEqual([]);
  });
  it('shows admin every role and colaborador clients only', () => {
    expect(viewableRoles(admin)).toEqual(['admin', 'colaborador', 'cliente']);
    expect(viewableRoles(staff)).toEqual(['cliente']);
  });
  it('lets admin view anyone but self, colaborador only other clients', () => {
    expect(canViewUserDetails(admin, otherAdmin).allowed).toBe(true);
    expect(canViewUserDetails(admin, admin).allowed).toBe(false);
    expect(canViewUserDetails(staff, otherClient).allowed).toBe(true);
    expect(canViewUserDetails(staff, otherAdmin).allowed).toBe(false);
    expect(canViewUserDetails(staff, staff).allowed).toBe(false);
  });
});

describe('creating users', () => {
  it('lets admin create any role', () => {
    expect(canCreateUser(admin, 'admin').allowed).toBe(true);
    expect(canCreateUser(admin, 'colaborador').allowed).toBe(true);
  });
  it('limits colaborador to clients with the spec message', () => {
    expect(canCreateUser(staff, 'cliente').allowed).toBe(true);
    expect(message(canCreateUser(staff, 'admin'))).toBe('Los colaboradores solo pueden crear usuarios clientes');
  });
  it('refuses a cliente', () => {
    expect(canCreateUser(client, 'cliente').allowed).toBe(false);
  });
});

describe('editing and deleting users', () => {
  it('refuses self-edit and self-delete with the spec messages', () => {
    expect(message(canEditUser(admin, admin))).toBe('No puedes editarte a ti mismo desde la gestión de usuarios');
    expect(message(canDeleteUser(admin, admin))).toBe('No puedes eliminarte a ti mismo');
  });
  it('refuses colaborador edits and deletes with the spec messages', () => {
    expect(message(canEditUser(staff, otherClient))).toBe('Los colaboradores no pueden editar usuarios existentes');
    expect(message(canDeleteUser(staff, otherClient))).toBe('Los colaboradores no pueden eliminar usuarios');
  });
  it('lets admin edit (including role) and delete others', () => {
    expect(canEditUser(admin, otherClient, { role: 'colaborador' }).allowed).toBe(true);
    expect(canDeleteUser(admin, otherAdmin).allowed).toBe(true);
  });
  it('answers 403 on refusal', () => {
    const d = canDeleteUser(client, otherClient);
    expect(d.allowed ? 0 : d.status).toBe(403);
  });
});
