import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { MutationResult } from '../common/common.type';
import { User } from '../users/users.type';
import {
  ChangePasswordInput,
  CompleteGoogleSignInArgs,
  ForgotPasswordInput,
  LoginInput,
  PreferencesInput,
  RegisterInput,
  ResetPasswordInput,
  UpdateProfileInput,
} from './auth.input';
import { AuthPayload, GoogleSignInConfig, ProfileUpdate } from './auth.type';
import { authClient } from './auth.client';
import { viewerLoader } from '../users/users.loaders';

@Resolver()
export class AuthResolver {
  @Authorized()
  @Query(() => User)
  me(@Ctx() ctx: RequestContext): Promise<User> {
    return viewerLoader(ctx).load('me');
  }

  @Mutation(() => AuthPayload)
  login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: RequestContext): Promise<AuthPayload> {
    return authClient(ctx).login(input);
  }

  @Query(() => GoogleSignInConfig, { description: 'Si se puede iniciar sesión con Google' })
  googleSignIn(@Ctx() ctx: RequestContext): Promise<GoogleSignInConfig> {
    return authClient(ctx).googleSignInConfig();
  }

  @Mutation(() => AuthPayload, {
    description: 'Canjea el código de un solo uso de /auth/google-success por la sesión (como login)',
  })
  completeGoogleSignIn(
    @Args(() => CompleteGoogleSignInArgs) { code }: CompleteGoogleSignInArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<AuthPayload> {
    return authClient(ctx).completeGoogleSignIn(code);
  }

  @Mutation(() => AuthPayload)
  register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: RequestContext): Promise<AuthPayload> {
    return authClient(ctx).register(input);
  }

  @Mutation(() => AuthPayload)
  refreshSession(
    @Arg('refreshToken', () => String) refreshToken: string,
    @Ctx() ctx: RequestContext,
  ): Promise<AuthPayload> {
    return authClient(ctx).refresh(refreshToken);
  }

  @Mutation(() => MutationResult)
  logout(
    @Arg('refreshToken', () => String, { nullable: true }) refreshToken: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<MutationResult> {
    return authClient(ctx).logout(refreshToken);
  }

  @Mutation(() => MutationResult, {
    description: 'Pide un enlace para restablecer la contraseña; responde lo mismo exista o no la cuenta',
  })
  forgotPassword(
    @Arg('input', () => ForgotPasswordInput) input: ForgotPasswordInput,
    @Ctx() ctx: RequestContext,
  ): Promise<MutationResult> {
    return authClient(ctx).forgotPassword(input);
  }

  @Mutation(() => MutationResult, { description: 'Restablece la contraseña con el token de un solo uso del enlace' })
  resetPassword(
    @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput,
    @Ctx() ctx: RequestContext,
  ): Promise<MutationResult> {
    return authClient(ctx).resetPassword(input);
  }

  @Authorized()
  @Mutation(() => ProfileUpdate)
  updateProfile(
    @Arg('input', () => UpdateProfileInput) input: UpdateProfileInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ProfileUpdate> {
    return authClient(ctx).updateProfile(input);
  }

  @Authorized()
  @Mutation(() => MutationResult)
  changePassword(
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() ctx: RequestContext,
  ): Promise<MutationResult> {
    return authClient(ctx).changePassword(input);
  }

  @Authorized()
  @Mutation(() => User)
  updatePreferences(
    @Arg('input', () => PreferencesInput) input: PreferencesInput,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return authClient(ctx).updatePreferences(input);
  }
}
