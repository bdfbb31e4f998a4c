import { fieldError, type FieldContract } from '@gym/domain';
import { registerDecorator } from 'class-validator';

/**
 * Validates an input property by its field contract from `@gym/domain`: the same limit and the
 * same Spanish message as the api and the web form. Null and undefined pass unless the contract
 * is required (GraphQL nullability already says whether a value must be sent). `read` judges what
 * the api will read from the value: `ASC` as `asc`, a list by its number of elements.
 */
export function Contract(
  contract: FieldContract,
  read: (value: unknown) => unknown = (value) => value,
): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'fieldContract',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => fieldError(contract, read(value)) === null,
        defaultMessage: (args) => fieldError(contract, read(args?.value)) ?? contract.label,
      },
    });
  };
}
