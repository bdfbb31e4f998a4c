/** Field contracts of the schedule forms and requests (see field-contract.ts). */
export const SCHEDULE_FIELDS = {} as const;
