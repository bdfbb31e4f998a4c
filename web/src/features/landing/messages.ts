export const LANDING_UI = {
  login: 'Iniciar sesión',
  register: 'Registrarse',
  joinNow: 'Únete ahora',
  defaultTagline: 'Entrena, progresa y gestiona tu membresía en un solo lugar',
  contactTitle: 'Contáctanos',
  address: 'Dirección',
  phone: 'Teléfono',
  email: 'Correo',
  whatsapp: 'WhatsApp',
  figures: {
    members: 'Miembros',
    trainers: 'Entrenadores',
    years: 'Años de experiencia',
    satisfaction: 'Satisfacción',
  },
  rights: (year: number, gymName: string) => `© ${year} ${gymName}. Todos los derechos reservados.`,
} as const;
