/** The member's installable app (issue 32). */
export const MEMBER_APP_TEXTS = {
  offlineSince: (when: string) => `Sin conexión: datos de ${when}`,
} as const;
