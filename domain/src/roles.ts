/** Roles and the permission set of each role (spec: shopper side §6, staff side §6). */

export const ROLES = ['admin', 'colaborador', 'cliente'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  colaborador: 'Colaborador',
  cliente: 'Cliente',
};

export const PERMISSIONS = [
  // own account (every role)
  'view_own_profile',
  'edit_own_profile',
  'view_own_memberships',
  'view_own_payments',
  'upload_transfer_proof',
  // users
  'view_users',
  'view_user_details',
  'view_client_full_info',
  'create_users',
  'edit_users',
  'delete_users',
  'manage_user_roles',
  'view_staff_users',
  // memberships
  'view_memberships',
  'create_memberships',
  'edit_memberships',
  'delete_memberships',
  'renew_memberships',
  'cancel_memberships',
  'view_expired_memberships',
  'manage_memberships',
  // payments and daily operations
  'view_payments',
  'create_payments',
  'validate_transfers',
  'register_daily_income',
  'view_dashboard_stats',
  'register_gym_visits',
  'manage_daily_operations',
  // administration
  'view_reports',
  'view_statistics',
  'export_data',
  'manage_content',
  'manage_services',
  'manage_products',
  'manage_store',
  'manage_plans',
  'manage_branding',
  'manage_media',
  'manage_roles_permissions',
  'access_admin_panel',
  'manage_backup_restore',
  'view_system_logs',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const CLIENTE_PERMISSIONS: readonly Permission[] = [
  'view_own_profile',
  'edit_own_profile',
  'view_own_memberships',
  'view_own_payments',
  'upload_transfer_proof',
];

const COLABORADOR_PERMISSIONS: readonly Permission[] = [
  ...CLIENTE_PERMISSIONS,
  'view_users',
  'view_user_details',
  'view_client_full_info',
  'create_users',
  'view_memberships',
  'create_memberships',
  'edit_memberships',
  'renew_memberships',
  'cancel_memberships',
  'view_payments',
  'create_payments',
  'validate_transfers',
  'view_expired_memberships',
  'register_daily_income',
  'view_dashboard_stats',
  'register_gym_visits',
  'manage_daily_operations',
];

const ADMIN_PERMISSIONS: readonly Permission[] = [
  ...CLIENTE_PERMISSIONS,
  'view_users',
  'view_user_details',
  'view_client_full_info',
  'create_users',
  'edit_users',
  'delete_users',
  'manage_user_roles',
  'view_staff_users',
  'view_memberships',
  'create_memberships',
  'edit_memberships',
  'delete_memberships',
  'renew_memberships',
  'cancel_memberships',
  'view_payments',
  'create_payments',
  'validate_transfers',
  'view_expired_memberships',
  'register_daily_income',
  'view_reports',
  'view_statistics',
  'export_data',
  'manage_content',
  'manage_services',
  'manage_products',
  'manage_plans',
  'manage_branding',
  'manage_media',
  'manage_roles_permissions',
  'access_admin_panel',
  'manage_backup_restore',
  'view_system_logs',
];

const PERMISSIONS_BY_ROLE: Record<Role, readonly Permission[]> = {
  admin: ADMIN_PERMISSIONS,
  colaborador: COLABORADOR_PERMISSIONS,
  cliente: CLIENTE_PERMISSIONS,
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** An unknown role gets the cliente set. */
export function permissionsForRole(role: string | null | undefined): Permission[] {
  return [...(isRole(role) ? PERMISSIONS_BY_ROLE[role] : CLIENTE_PERMISSIONS)];
}

export function roleHasPermission(role: string | null | undefined, permission: Permission): boolean {
  return permissionsForRole(role).includes(permission);
}

export interface Actor {
  id: string;
  role: string;
  permissions?: readonly string[];
}

function actorPermissions(actor: Pick<Actor, 'role' | 'permissions'>): readonly string[] {
  return actor.permissions ?? permissionsForRole(actor.role);
}

export function hasPermission(actor: Pick<Actor, 'role' | 'permissions'>, permission: Permission): boolean {
  return actorPermissions(actor).includes(permission);
}

export function hasAllPermissions(
  actor: Pick<Actor, 'role' | 'permissions'>,
  permissions: readonly Permission[],
): boolean {
  return permissions.every((p) => hasPermission(actor, p));
}

/** Content management: admin or manage_content. */
export function canManageContent(actor: Pick<Actor, 'role' | 'permissions'>): boolean {
  return actor.role === 'admin' || hasPermission(actor, 'manage_content');
}

/** Store management: admin, manage_products or manage_store. */
export function canManageStore(actor: Pick<Actor, 'role' | 'permissions'>): boolean {
  return actor.role === 'admin' || hasPermission(actor, 'manage_products') || hasPermission(actor, 'manage_store');
}

/**
 * The store's day-to-day operations: selling at the counter, handling online orders (list,
 * search, one order, status changes) and reading the inventory figures. Whoever manages the
 * store, and staff running the day's operations (colaborador: 'manage daily operations', spec §6).
 */
export function canOperateStore(actor: Pick<Actor, 'role' | 'permissions'>): boolean {
  return canManageStore(actor) || hasPermission(actor, 'manage_daily_operations');
}

/** Services: admin, manage_services or manage_content. */
export function canManageServices(actor: Pick<Actor, 'role' | 'permissions'>): boolean {
  return actor.role === 'admin' || hasPermission(actor, 'manage_services') || hasPermission(actor, 'manage_content');
}

/** Plans: admin, manage_plans or manage_memberships. */
export function canManagePlans(actor: Pick<Actor, 'role' | 'permissions'>): boolean {
  return actor.role === 'admin' || hasPermission(actor, 'manage_plans') || hasPermission(actor, 'manage_memberships');
}

/** The system's state (health, the job queue and its schedules): the admin, and whoever may read the system logs. */
export function canViewSystemStatus(actor: Pick<Actor, 'role' | 'permissions'>): boolean {
  return actor.role === 'admin' || hasPermission(actor, 'view_system_logs');
}

/** The messages the gym sent ('Mensajes': recipients, what they said, retry): the admin only. */
export function canReadMessages(actor: Pick<Actor, 'role' | 'permissions'>): boolean {
  return actor.role === 'admin';
}

/** Registering a member's visit at the door: staff with register_gym_visits, and the admin. */
export function canRegisterVisits(actor: Pick<Actor, 'role' | 'permissions'>): boolean {
  return actor.role === 'admin' || hasPermission(actor, 'register_gym_visits');
}

/** Who enables and revokes the door tablets that record check-ins (kiosks): the admin. */
export function canManageKioskDevices(actor: Pick<Actor, 'role' | 'permissions'>): boolean {
  return actor.role === 'admin';
}

/** Who runs a drawer: staff who take cash at the desk or the counter (and the admin). */
export function canOperateCashDrawer(actor: Pick<Actor, 'role' | 'permissions'>): boolean {
  return actor.role === 'admin' || hasPermission(actor, 'register_daily_income') || canOperateStore(actor);
}

/** Who sees every clerk's drawer and its differences: the admin. */
export function canReviewCashDrawers(actor: Pick<Actor, 'role' | 'permissions'>): boolean {
  return actor.role === 'admin';
}

/** Home after login or registration, by role. */
export function homePathForRole(role: string | null | undefined): string {
  switch (role) {
    case 'admin':
      return '/dashboard/admin';
    case 'colaborador':
      return '/dashboard/staff';
    case 'cliente':
      return '/dashboard/client';
    default:
      return '/dashboard';
  }
}
