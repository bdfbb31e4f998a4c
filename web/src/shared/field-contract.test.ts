import { intField, moneyField, textField } from '@gym/domain';
import { describe, expect, it } from 'vitest';
import { htmlInputLimits } from './field-contract';

describe('htmlInputLimits', () => {
  it('stops a text input at the contract length and keeps number inputs in range', () => {
    expect(htmlInputLimits(textField('El nombre', { max: 80 }))).toEqual({ maxLength: 80 });
    expect(htmlInputLimits(intField('La cantidad', 1, 99))).toMatchObject({ min: 1, max: 99, step: 1 });
    expect(htmlInputLimits(moneyField('El precio', { max: 500 }))).toMatchObject({ min: 0, max: 500, step: '0.01' });
  });
});
