import {
  DASHBOARD_PATHS,
  DASHBOARD_ROUTE_REQUIREMENTS,
  decideRouteAccess,
  homePathForRole,
  type RouteRequirement,
} from '@gym/domain';
import { LAYOUT_TEXTS } from './texts';

/** 'Mis pedidos' of the client dashboard (store orders). */
export const CLIENT_ORDERS_PATH = `${DASHBOARD_PATHS.client}/orders`;

export type NavIcon =
  | 'home'
  | 'users'
  | 'profile'
  | 'orders'
  | 'membership'
  | 'schedule'
  | 'payments'
  | 'testimonial'
  | 'website'
  | 'hours'
  | 'expenses'
  | 'reports'
  | 'pos'
  | 'inventory'
  | 'messages'
  | 'cashDrawers'
  | 'kiosks'
  | 'invoices'
  | 'fiscal';

export interface NavItem {
  key: string;
  label: string;
  path: string;
  icon: NavIcon;
}

interface NavEntry {
  key: string;
  label: string;
  icon: NavIcon;
  path: (role: string) => string;
  requirement: (role: string) => RouteRequirement;
}

function requirementOfPath(path: string): RouteRequirement {
  const key = (Object.keys(DASHBOARD_PATHS) as (keyof typeof DASHBOARD_PATHS)[]).find(
    (k) => DASHBOARD_PATHS[k] === path,
  );
  return key ? DASHBOARD_ROUTE_REQUIREMENTS[key] : {};
}

// Only the dashboard routes that exist so far; each is shown when its own route rule allows it.
const ENTRIES: NavEntry[] = [
  {
    key: 'home',
    label: LAYOUT_TEXTS.navHome,
    icon: 'home',
    path: (role) => homePathForRole(role),
    requirement: (role) => requirementOfPath(homePathForRole(role)),
  },
  {
    key: 'website',
    label: LAYOUT_TEXTS.navWebsite,
    icon: 'website',
    path: () => DASHBOARD_PATHS.adminWebsite,
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.adminWebsite,
  },
  {
    key: 'admin-schedule',
    label: LAYOUT_TEXTS.navAdminSchedule,
    icon: 'hours',
    path: () => DASHBOARD_PATHS.adminSchedule,
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.adminSchedule,
  },
  {
    key: 'inventory',
    label: LAYOUT_TEXTS.navInventory,
    icon: 'inventory',
    path: () => DASHBOARD_PATHS.adminInventory,
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.adminInventory,
  },
  {
    key: 'membership',
    label: LAYOUT_TEXTS.navMembership,
    icon: 'membership',
    path: () => '/dashboard/client/membership',
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.client,
  },
  {
    key: 'schedule',
    label: LAYOUT_TEXTS.navSchedule,
    icon: 'schedule',
    path: () => '/dashboard/client/schedule',
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.client,
  },
  {
    key: 'payments',
    label: LAYOUT_TEXTS.navMyPayments,
    icon: 'payments',
    path: () => '/dashboard/client/payments',
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.client,
  },
  {
    key: 'testimonial',
    label: LAYOUT_TEXTS.navTestimonial,
    icon: 'testimonial',
    path: () => '/dashboard/client/testimonial',
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.client,
  },
  {
    key: 'orders',
    label: LAYOUT_TEXTS.navOrders,
    icon: 'orders',
    path: () => CLIENT_ORDERS_PATH,
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.client,
  },
  {
    key: 'memberships',
    label: LAYOUT_TEXTS.navMemberships,
    icon: 'membership',
    path: () => DASHBOARD_PATHS.memberships,
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.memberships,
  },
  {
    key: 'payments-admin',
    label: LAYOUT_TEXTS.navPaymentsAdmin,
    icon: 'payments',
    path: () => DASHBOARD_PATHS.payments,
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.payments,
  },
  {
    key: 'pos',
    label: LAYOUT_TEXTS.navPos,
    icon: 'pos',
    path: () => DASHBOARD_PATHS.pos,
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.pos,
  },
  {
    key: 'orders-board',
    label: LAYOUT_TEXTS.navOrdersBoard,
    icon: 'orders',
    path: () => DASHBOARD_PATHS.orders,
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.orders,
  },
  {
    key: 'expenses',
    label: LAYOUT_TEXTS.navExpenses,
    icon: 'expenses',
    path: () => DASHBOARD_PATHS.expenses,
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.expenses,
  },
  {
    key: 'reports',
    label: LAYOUT_TEXTS.navReports,
    icon: 'reports',
    path: () => DASHBOARD_PATHS.reports,
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.reports,
  },
  {
    key: 'invoices',
    label: LAYOUT_TEXTS.navInvoices,
    icon: 'invoices',
    path: () => DASHBOARD_PATHS.invoices,
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.invoices,
  },
  {
    key: 'messages',
    label: LAYOUT_TEXTS.navMessages,
    icon: 'messages',
    path: () => DASHBOARD_PATHS.adminMessages,
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.adminMessages,
  },
  {
    key: 'cash-drawers',
    label: LAYOUT_TEXTS.navCashDrawers,
    icon: 'cashDrawers',
    path: () => DASHBOARD_PATHS.adminCashDrawers,
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.adminCashDrawers,
  },
  {
    key: 'kiosks',
    label: LAYOUT_TEXTS.navKiosks,
    icon: 'kiosks',
    path: () => DASHBOARD_PATHS.adminKiosks,
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.adminKiosks,
  },
  {
    key: 'fiscal',
    label: LAYOUT_TEXTS.navFiscalSettings,
    icon: 'fiscal',
    path: () => DASHBOARD_PATHS.adminFiscal,
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.adminFiscal,
  },
  {
    key: 'users',
    label: LAYOUT_TEXTS.navUsers,
    icon: 'users',
    path: () => DASHBOARD_PATHS.users,
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.users,
  },
  {
    key: 'profile',
    label: LAYOUT_TEXTS.navProfile,
    icon: 'profile',
    path: () => DASHBOARD_PATHS.profile,
    requirement: () => DASHBOARD_ROUTE_REQUIREMENTS.profile,
  },
];

export function navItemsFor(visitor: { role: string; permissions: readonly string[] }): NavItem[] {
  return ENTRIES.filter((entry) => decideRouteAccess(visitor, entry.requirement(visitor.role)) === 'allow').map(
    (entry) => ({ key: entry.key, label: entry.label, icon: entry.icon, path: entry.path(visitor.role) }),
  );
}
