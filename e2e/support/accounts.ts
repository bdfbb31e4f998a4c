// The demo accounts the seed creates on an empty database (documented in the README).
export const ACCOUNTS = {
  admin: { email: 'admin@gimnasio.demo', password: 'Admin123', home: '/dashboard/admin' },
  colaborador: { email: 'colaborador@gimnasio.demo', password: 'Colab123', home: '/dashboard/staff' },
  cliente: { email: 'cliente@gimnasio.demo', password: 'Cliente123', home: '/dashboard/client' },
} as const;

export type DemoRole = keyof typeof ACCOUNTS;
