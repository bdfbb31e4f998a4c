/** Field contracts of the membership forms and requests (see field-contract.ts). */
export const MEMBERSHIP_FIELDS = {} as const;
