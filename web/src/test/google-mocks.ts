import { GOOGLE_SIGN_IN } from '@gym/domain';
import type { MockLink } from '@apollo/client/testing';
import { GoogleSignInConfigDocument } from '../features/auth/auth.generated';

/** The server's answer to "is Google sign-in configured?" for the sign-in screens' tests. */
export function googleConfigMock(enabled: boolean): MockLink.MockedResponse {
  return {
    request: { query: GoogleSignInConfigDocument },
    result: {
      data: {
        googleSignIn: { __typename: 'GoogleSignInConfig', enabled, startPath: GOOGLE_SIGN_IN.startPath },
      },
    },
  };
}
