/** Field contracts of the store forms and requests (see field-contract.ts). */
export const STORE_FIELDS = {} as const;
