import type { ThemeMode } from '@gym/domain';

export const LAYOUT_TEXTS = {
  navHome: 'Inicio',
  navWebsite: 'Sitio web',
  navAdminSchedule: 'Horarios y capacidad',
  navUsers: 'Usuarios',
  navMemberships: 'Membresías',
  navPaymentsAdmin: 'Pagos',
  navExpenses: 'Gastos',
  navPos: 'Punto de venta',
  navInventory: 'Inventario',
  navMessages: 'Mensajes',
  navCashDrawers: 'Cajas',
  navKiosks: 'Kioscos',
  navReports: 'Reportes',
  navInvoices: 'Facturas',
  navFiscalSettings: 'Datos fiscales',
  navProfile: 'Mi perfil',
  navOrders: 'Mis pedidos',
  navOrdersBoard: 'Pedidos en línea',
  navMembership: 'Mi membresía',
  navSchedule: 'Mi horario',
  navMyPayments: 'Mis pagos',
  navTestimonial: 'Mi testimonio',
  navigation: 'Navegación principal',
  openNavigation: 'Abrir menú de navegación',
  userMenu: 'Menú de usuario',
  profile: 'Mi perfil',
  logout: 'Cerrar sesión',
  goToStore: 'Ir a la tienda',
  themeLabel: (mode: ThemeMode) => `Tema: ${THEME_MODE_LABELS[mode]} (cambiar)`,
} as const;

export const THEME_MODE_LABELS: Record<ThemeMode, string> = {
  light: 'Claro',
  dark: 'Oscuro',
  auto: 'Automático',
};
