import type { AxiosInstance } from 'axios';
import {
  AUTH_MESSAGES,
  GOOGLE_SIGN_IN,
  PASSWORD_MESSAGES,
  PASSWORD_RESET_MESSAGES,
  PROFILE_MESSAGES,
} from '@gym/domain';
import { restCall } from '../../kernel/http/rest';
import { toUser, type RestUser } from '../users/users.client';
import type { MutationResult } from '../common/common.type';
import type { User } from '../users/users.type';
import type { AuthPayload, GoogleSignInConfig, ProfileUpdate } from './auth.type';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  PreferencesInput,
  RegisterInput,
  ResetPasswordInput,
  UpdateProfileInput,
} from './auth.input';
import { perRequest, type RequestContext } from '../../kernel/graphql/request-context';

export interface RestSession {
  user: RestUser;
  token: string;
  refreshToken: string;
}

export interface RestProfileUpdate {
  user: RestUser;
  changedFields: string[];
}

function toPayload(session: RestSession, message: string | undefined): AuthPayload {
  return {
    user: toUser(session.user),
    token: session.token,
    refreshToken: session.refreshToken,
    message: message ?? null,
  };
}

export function createAuthClient(http: AxiosInstance) {
  return {
    async login(input: LoginInput): Promise<AuthPayload> {
      const envelope = await restCall<RestSession>(
        http,
        { method: 'POST', url: '/auth/login', data: { email: input.email, password: input.password } },
        { credentialsCheck: true },
      );
      return toPayload(envelope.data, envelope.message ?? AUTH_MESSAGES.loginSuccess);
    },

    async register(input: RegisterInput): Promise<AuthPayload> {
      const envelope = await restCall<RestSession>(http, { method: 'POST', url: '/auth/register', data: { ...input } });
      return toPayload(envelope.data, envelope.message ?? AUTH_MESSAGES.registerSuccess);
    },

    async googleSignInConfig(): Promise<GoogleSignInConfig> {
      const envelope = await restCall<{ enabled: boolean }>(http, { method: 'GET', url: '/auth/google/config' });
      return { enabled: envelope.data.enabled, startPath: GOOGLE_SIGN_IN.startPath };
    },

    /** The return page's one-time code for the session a Google sign-in opened. */
    async completeGoogleSignIn(code: string): Promise<AuthPayload> {
      const envelope = await restCall<RestSession>(http, {
        method: 'POST',
        url: '/auth/google/session',
        data: { code },
      });
      return toPayload(envelope.data, envelope.message ?? AUTH_MESSAGES.loginSuccess);
    },

    async refresh(refreshToken: string): Promise<AuthPayload> {
      const envelope = await restCall<RestSession>(http, {
        method: 'POST',
        url: '/auth/refresh',
        data: { refreshToken },
      });
      return toPayload(envelope.data, envelope.message);
    },

    async logout(refreshToken: string | null | undefined): Promise<MutationResult> {
      const envelope = await restCall<unknown>(http, {
        method: 'POST',
        url: '/auth/logout',
        data: refreshToken ? { refreshToken } : {},
      });
      return { success: envelope.success, message: envelope.message ?? AUTH_MESSAGES.logoutSuccess };
    },

    async updateProfile(input: UpdateProfileInput): Promise<ProfileUpdate> {
      const envelope = await restCall<RestProfileUpdate>(http, {
        method: 'PATCH',
        url: '/auth/profile',
        data: { ...input },
      });
      return {
        user: toUser(envelope.data.user),
        changedFields: envelope.data.changedFields,
        message: envelope.message ?? PROFILE_MESSAGES.updated,
      };
    },

    async changePassword(input: ChangePasswordInput): Promise<MutationResult> {
      const envelope = await restCall<unknown>(
        http,
        { method: 'POST', url: '/auth/change-password', data: { ...input } },
        { credentialsCheck: true },
      );
      return { success: envelope.success, message: envelope.message ?? PASSWORD_MESSAGES.updated };
    },

    /** The same answer whether or not the address has an account. */
    async forgotPassword(input: ForgotPasswordInput): Promise<MutationResult> {
      const envelope = await restCall<unknown>(http, {
        method: 'POST',
        url: '/auth/forgot-password',
        data: { email: input.email },
      });
      return { success: envelope.success, message: envelope.message ?? PASSWORD_RESET_MESSAGES.requested };
    },

    async resetPassword(input: ResetPasswordInput): Promise<MutationResult> {
      const envelope = await restCall<unknown>(http, {
        method: 'POST',
        url: '/auth/reset-password',
        data: { token: input.token, password: input.password },
      });
      return { success: envelope.success, message: envelope.message ?? PASSWORD_RESET_MESSAGES.done };
    },

    async updatePreferences(input: PreferencesInput): Promise<User> {
      const envelope = await restCall<{ user: RestUser }>(http, {
        method: 'PUT',
        url: '/auth/profile/preferences',
        data: { ...input },
      });
      return toUser(envelope.data.user);
    },
  };
}

export type AuthClient = ReturnType<typeof createAuthClient>;

const makeAuthClient = (ctx: RequestContext) => createAuthClient(ctx.http);

/** This request's client, made on first use. */
export const authClient = (ctx: RequestContext) => perRequest(ctx, makeAuthClient);
