/** Field contracts of the website forms and requests (see field-contract.ts). */
export const WEBSITE_FIELDS = {} as const;
