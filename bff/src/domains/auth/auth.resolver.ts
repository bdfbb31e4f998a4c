import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { MutationResult } from '../common/common.type';
import { User } from '../users/users.type';
import {
  ChangePasswordInput,
  CompleteGoogleSignInArgs,
  LoginInput,
  PreferencesInput,
  RegisterInput,
  UpdateProfileInput,
} from './auth.input';
import { AuthPayload, GoogleSignInConfig, ProfileUpdate } from './auth.type';

@Resolver()
export class AuthResolver {
  @Authorized()
  @Query(() => User)
  me(@Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.loaders.viewer.load('me');
  }

  @Mutation(() => AuthPayload)
  login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    return ctx.api.auth.login(input);
  }

  @Query(() => GoogleSignInConfig, { description: 'Si se puede iniciar sesión con Google' })
  googleSignIn(@Ctx() ctx: GraphQLContext): Promise<GoogleSignInConfig> {
    return ctx.api.auth.googleSignInConfig();
  }

  @Mutation(() => AuthPayload, {
    description: 'Canjea el código de un solo uso de /auth/google-success por la sesión (como login)',
  })
  completeGoogleSignIn(
    @Args(() => CompleteGoogleSignInArgs) { code }: CompleteGoogleSignInArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AuthPayload> {
    return ctx.api.auth.completeGoogleSignIn(code);
  }

  @Mutation(() => AuthPayload)
  register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    return ctx.api.auth.register(input);
  }

  @Mutation(() => AuthPayload)
  refreshSession(
    @Arg('refreshToken', () => String) refreshToken: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AuthPayload> {
    return ctx.api.auth.refresh(refreshToken);
  }

  @Mutation(() => MutationResult)
  logout(
    @Arg('refreshToken', () => String, { nullable: true }) refreshToken: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MutationResult> {
    return ctx.api.auth.logout(refreshToken);
  }

  @Authorized()
  @Mutation(() => ProfileUpdate)
  updateProfile(
    @Arg('input', () => UpdateProfileInput) input: UpdateProfileInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProfileUpdate> {
    return ctx.api.auth.updateProfile(input);
  }

  @Authorized()
  @Mutation(() => MutationResult)
  changePassword(
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MutationResult> {
    return ctx.api.auth.changePassword(input);
  }

  @Authorized()
  @Mutation(() => User)
  updatePreferences(
    @Arg('input', () => PreferencesInput) input: PreferencesInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    return ctx.api.auth.updatePreferences(input);
  }
}
