import { fieldError, type FieldContract } from '@gym/domain';
import { registerDecorator } from 'class-validator';
import { appError } from '../http/errors';

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

/** Reads a list as its number of elements, for a contract on how many a list may hold. */
export const listLength = (value: unknown): unknown => (Array.isArray(value) ? value.length : value);

/** Reads text in lower case, for a contract the api reads case-insensitively (`ASC` as `asc`). */
export const lowerCase = (value: unknown): unknown => (typeof value === 'string' ? value.toLowerCase() : value);

/**
 * The same check for a resolver argument that is a list of inputs (class-validator judges the
 * items, never the list itself): a 422 with the contract's message.
 */
export function checkArgument(contract: FieldContract, value: unknown): void {
  const message = fieldError(contract, value);
  if (message) throw appError(message, 'BAD_USER_INPUT', 422);
}
