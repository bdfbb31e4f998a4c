import { fieldError, type FieldContract } from '@gym/domain';
import { registerDecorator } from 'class-validator';

/**
 * Validates an input property by its field contract from `@gym/domain`: the same limit and the
 * same Spanish message as the api and the web form. Null and undefined pass unless the contract
 * is required (GraphQL nullability already says whether a value must be sent).
 */
export function Contract(contract: FieldContract): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'fieldContract',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => fieldError(contract, value) === null,
        defaultMessage: (args) => fieldError(contract, args?.value) ?? contract.label,
      },
    });
  };
}
