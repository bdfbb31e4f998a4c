/** Field contracts of the payment forms and requests (see field-contract.ts). */
export const PAYMENT_FIELDS = {} as const;
