/**
 * A form field's browser attributes from its contract in `@gym/domain`, so the input stops where
 * the api stops. Messages come from `fieldError(contract, value)` (domain), the same text the api
 * and the bff answer with.
 */
import type { FieldContract } from '@gym/domain';

export type HtmlInputLimits = {
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number | string;
  inputMode?: 'numeric' | 'decimal';
};

export function htmlInputLimits(contract: FieldContract): HtmlInputLimits {
  switch (contract.kind) {
    case 'text':
      return { maxLength: contract.max };
    case 'int':
      return { min: contract.min, max: contract.max, step: 1, inputMode: 'numeric' };
    case 'number':
      return { min: contract.min, max: contract.max, step: 'any', inputMode: 'decimal' };
    case 'money':
      return { min: contract.min, max: contract.max, step: '0.01', inputMode: 'decimal' };
    default:
      return {};
  }
}
