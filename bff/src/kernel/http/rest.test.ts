import { INPUT_MESSAGES } from '@gym/domain';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { pathSegment } from './rest';

describe('pathSegment', () => {
  it('encodes an id so it stays one segment', () => {
    expect(pathSegment('a/b?c#d')).toBe('a%2Fb%3Fc%23d');
    expect(pathSegment('Ana 💪')).toBe('Ana%20%F0%9F%92%AA');
  });

  it('answers half a UTF-16 pair as a bad input, not a server error', () => {
    for (const value of ['Ana \ud800', '\udc00', 'x\ud83d']) {
      let thrown: unknown;
      try {
        pathSegment(value);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(GraphQLError);
      expect((thrown as GraphQLError).message).toBe(INPUT_MESSAGES.controlCharacters);
      expect((thrown as GraphQLError).extensions).toEqual({ code: 'BAD_USER_INPUT', status: 422 });
    }
  });
});
