/** Field contracts of the account forms and requests (see field-contract.ts). */
export const ACCOUNT_FIELDS = {} as const;
