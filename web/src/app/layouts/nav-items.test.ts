import { permissionsForRole } from '@gym/domain';
import { describe, expect, it } from 'vitest';
import { navItemsFor } from './nav-items';

const visitor = (role: string) => ({ role, permissions: permissionsForRole(role) });

describe('dashboard navigation', () => {
  it('shows users and the online orders board to admin and staff, pointing home to their own dashboard', () => {
    expect(navItemsFor(visitor('admin')).map((i) => [i.label, i.path])).toEqual([
      ['Inicio', '/dashboard/admin'],
      ['Sitio web', '/dashboard/admin/website'],
      ['Horarios y capacidad', '/dashboard/admin/schedule'],
      ['Inventario', '/dashboard/admin/inventory'],
      ['Membresías', '/dashboard/memberships'],
      ['Pagos', '/dashboard/payments'],
      ['Punto de venta', '/dashboard/pos'],
      ['Pedidos en línea', '/dashboard/orders'],
      ['Gastos', '/dashboard/expenses'],
      ['Reportes', '/dashboard/reports'],
      ['Facturas', '/dashboard/invoices'],
      ['Mensajes', '/dashboard/admin/messages'],
      ['Cajas', '/dashboard/admin/cash-drawers'],
      ['Kioscos', '/dashboard/admin/kiosks'],
      ['Datos fiscales', '/dashboard/admin/fiscal'],
      ['Usuarios', '/dashboard/users'],
      ['Mi perfil', '/dashboard/profile'],
    ]);
    expect(navItemsFor(visitor('colaborador')).map((i) => i.path)).toEqual([
      '/dashboard/staff',
      '/dashboard/memberships',
      '/dashboard/payments',
      '/dashboard/pos',
      '/dashboard/orders',
      '/dashboard/invoices',
      '/dashboard/users',
      '/dashboard/profile',
    ]);
  });

  it('hides users from a client', () => {
    expect(navItemsFor(visitor('cliente')).map((i) => i.label)).toEqual([
      'Inicio',
      'Mi membresía',
      'Mi horario',
      'Mis pagos',
      'Mi testimonio',
      'Mis pedidos',
      'Mi perfil',
    ]);
  });
});
