import { canManageKioskDevices, canOperateStore, canReadMessages, canReviewCashDrawers } from './roles';
import { hasAllPermissions, type Permission } from './roles';
import { canManageFiscalSettings, canManageInvoices } from './invoices';

/** What a guarded route needs: an exact role, and/or all of a list of permissions. */
export interface RouteRequirement {
  role?: string;
  permissions?: readonly Permission[];
  /** A rule of the domain that must hold too (e.g. `canOperateStore`: admin or staff). */
  ability?: (visitor: RouteVisitor) => boolean;
  /** At least one of these (a screen two roles reach through different permissions). */
  anyPermission?: readonly Permission[];
}

export type RouteDecision = 'allow' | 'login' | 'forbidden';

export interface RouteVisitor {
  role: string;
  permissions?: readonly string[];
}

/**
 * Guard rule of spec §2: unauthenticated -> login; a required role must match exactly;
 * required permissions must all be held; otherwise forbidden.
 */
export function decideRouteAccess(visitor: RouteVisitor | null, requirement: RouteRequirement = {}): RouteDecision {
  if (!visitor) return 'login';
  if (requirement.role && visitor.role !== requirement.role) return 'forbidden';
  if (requirement.permissions && !hasAllPermissions(visitor, requirement.permissions)) return 'forbidden';
  if (requirement.ability && !requirement.ability(visitor)) return 'forbidden';
  if (requirement.anyPermission && !requirement.anyPermission.some((p) => hasAllPermissions(visitor, [p])))
    return 'forbidden';
  return 'allow';
}

export const DASHBOARD_PATHS = {
  root: '/dashboard',
  admin: '/dashboard/admin',
  adminWebsite: '/dashboard/admin/website',
  adminSchedule: '/dashboard/admin/schedule',
  adminInventory: '/dashboard/admin/inventory',
  adminMessages: '/dashboard/admin/messages',
  adminCashDrawers: '/dashboard/admin/cash-drawers',
  adminKiosks: '/dashboard/admin/kiosks',
  adminFiscal: '/dashboard/admin/fiscal',
  staff: '/dashboard/staff',
  client: '/dashboard/client',
  users: '/dashboard/users',
  memberships: '/dashboard/memberships',
  payments: '/dashboard/payments',
  expenses: '/dashboard/expenses',
  orders: '/dashboard/orders',
  reports: '/dashboard/reports',
  invoices: '/dashboard/invoices',
  pos: '/dashboard/pos',
  profile: '/dashboard/profile',
} as const;

/** Access rule of every dashboard child route (spec §2). */
export const DASHBOARD_ROUTE_REQUIREMENTS: Record<keyof typeof DASHBOARD_PATHS, RouteRequirement> = {
  root: {},
  admin: { role: 'admin' },
  adminWebsite: { role: 'admin' },
  adminSchedule: { role: 'admin' },
  adminInventory: { role: 'admin' },
  /** 'Mensajes': what the gym wrote to its people (canReadMessages, the api's own rule). */
  adminMessages: { ability: canReadMessages },
  /** 'Cajas': every clerk's drawer and its differences (canReviewCashDrawers, the api's own rule). */
  adminCashDrawers: { ability: canReviewCashDrawers },
  /** 'Kioscos': the door tablets that record check-ins (canManageKioskDevices, the api's own rule). */
  adminKiosks: { ability: canManageKioskDevices },
  /** 'Datos fiscales': the gym's FEL identity and certifier (canManageFiscalSettings, the api's own rule). */
  adminFiscal: { ability: canManageFiscalSettings },
  staff: { role: 'colaborador' },
  client: { role: 'cliente' },
  users: { permissions: ['view_users'] },
  memberships: { permissions: ['view_memberships'] },
  payments: { permissions: ['view_payments'] },
  expenses: { role: 'admin' },
  // Who handles online orders (canOperateStore): store managers and the daily operations' staff.
  orders: { anyPermission: ['manage_products', 'manage_store', 'manage_daily_operations'] },
  reports: { permissions: ['view_reports'] },
  /** 'Facturas': every sale's document (canManageInvoices, the api's own rule). */
  invoices: { ability: canManageInvoices },
  /** The point of sale: whoever sells at the counter (admin, store managers, colaboradores). */
  pos: { ability: canOperateStore },
  profile: {},
};

/** Paths where a 401 is left alone by the global handler (spec §8). */
export const PUBLIC_PATHS = [
  '/login',
  '/',
  '/store',
  '/register',
  '/auth/google-success',
  '/forgot-password',
  '/reset-password',
] as const;

export function isPublicPath(pathname: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(pathname);
}
