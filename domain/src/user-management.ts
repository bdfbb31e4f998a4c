import { USER_MESSAGES } from './messages';
import { hasPermission, isRole, ROLES, type Actor, type Role } from './roles';

/** Outcome of a user-management rule: allowed, or refused with an HTTP status and the spec's message. */
export type Decision = { allowed: true } | { allowed: false; status: 403; message: string };

const allow: Decision = { allowed: true };
const refuse = (message: string): Decision => ({ allowed: false, status: 403, message });

export interface TargetUser {
  id: string;
  role: string;
}

/** Roles whose users the actor may see: admin all, colaborador clients only, cliente none. */
export function viewableRoles(actor: Pick<Actor, 'role' | 'permissions'>): Role[] {
  if (actor.role === 'admin' && hasPermission(actor, 'view_users')) return [...ROLES];
  if (actor.role === 'colaborador' && hasPermission(actor, 'view_users')) return ['cliente'];
  return [];
}

export function canListUsers(actor: Actor): Decision {
  if (actor.role === 'cliente' || !isRole(actor.role)) return refuse(USER_MESSAGES.clientsCannotList);
  return hasPermission(actor, 'view_users') ? allow : refuse(USER_MESSAGES.noPermission);
}

/** Admin may view anyone except self; colaborador only clients other than self. */
export function canViewUserDetails(actor: Actor, target: TargetUser): Decision {
  const listing = canListUsers(actor);
  if (!listing.allowed) return listing;
  if (!hasPermission(actor, 'view_user_details')) return refuse(USER_MESSAGES.noPermission);
  if (actor.id === target.id) return refuse(USER_MESSAGES.cannotViewOwnDetails);
  if (!viewableRoles(actor).includes(target.role as Role)) return refuse(USER_MESSAGES.cannotViewUser);
  return allow;
}

export function canCreateUser(actor: Actor, newRole: string): Decision {
  if (!hasPermission(actor, 'create_users')) {
    return actor.role === 'cliente' ? refuse(USER_MESSAGES.clientsCannotList) : refuse(USER_MESSAGES.noPermission);
  }
  if (actor.role === 'colaborador' && newRole !== 'cliente') {
    return refuse(USER_MESSAGES.collaboratorsOnlyCreateClients);
  }
  if (actor.role !== 'admin' && actor.role !== 'colaborador') return refuse(USER_MESSAGES.noPermission);
  return allow;
}

/** Editing a specific user needs admin with edit_users, never oneself; a role change also needs manage_user_roles. */
export function canEditUser(actor: Actor, target: TargetUser, changes: { role?: string } = {}): Decision {
  if (actor.id === target.id) return refuse(USER_MESSAGES.cannotEditSelf);
  if (actor.role === 'colaborador') return refuse(USER_MESSAGES.collaboratorsCannotEdit);
  if (actor.role !== 'admin' || !hasPermission(actor, 'edit_users')) return refuse(USER_MESSAGES.noPermission);
  if (changes.role !== undefined && changes.role !== target.role && !hasPermission(actor, 'manage_user_roles')) {
    return refuse(USER_MESSAGES.noPermission);
  }
  return allow;
}

/** Deleting a specific user needs admin with delete_users, never oneself. */
export function canDeleteUser(actor: Actor, target: TargetUser): Decision {
  if (actor.id === target.id) return refuse(USER_MESSAGES.cannotDeleteSelf);
  if (actor.role === 'colaborador') return refuse(USER_MESSAGES.collaboratorsCannotDelete);
  if (actor.role !== 'admin' || !hasPermission(actor, 'delete_users')) return refuse(USER_MESSAGES.noPermission);
  return allow;
}

/** User statistics count only what the actor may see (clients only for colaborador). */
export function statsScopeRoles(actor: Actor): Role[] {
  return viewableRoles(actor);
}
