import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { MutationResult } from '../common/common.type';
import { toUser, usersClient } from './users.client';
import {
  CreateUserInput,
  FrequentClientsArgs,
  SearchUsersArgs,
  UpdateUserInput,
  UsersFilterInput,
} from './users.input';
import { FrequentClient, User, UserPage, UserStats } from './users.type';
import { userByIdLoader } from './users.loaders';

@Resolver()
export class UsersResolver {
  @Authorized()
  @Query(() => UserPage)
  users(
    @Arg('filter', () => UsersFilterInput, { nullable: true }) filter: UsersFilterInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<UserPage> {
    return usersClient(ctx).list(filter);
  }

  @Authorized()
  @Query(() => [User])
  searchUsers(@Args(() => SearchUsersArgs) args: SearchUsersArgs, @Ctx() ctx: RequestContext): Promise<User[]> {
    return usersClient(ctx).search(args.q, args.role);
  }

  @Authorized()
  @Query(() => UserStats)
  userStats(@Ctx() ctx: RequestContext): Promise<UserStats> {
    return usersClient(ctx).stats();
  }

  @Authorized()
  @Query(() => User)
  user(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<User> {
    return usersClient(ctx).get(id);
  }

  @Authorized()
  @Query(() => [FrequentClient])
  frequentDailyClients(
    @Args(() => FrequentClientsArgs) args: FrequentClientsArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<FrequentClient[]> {
    return usersClient(ctx).frequentDailyClients(args.days ?? 30, args.minVisits ?? 10);
  }

  @Authorized()
  @Mutation(() => User)
  createUser(@Arg('input', () => CreateUserInput) input: CreateUserInput, @Ctx() ctx: RequestContext): Promise<User> {
    return usersClient(ctx).create(input);
  }

  @Authorized()
  @Mutation(() => User)
  updateUser(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateUserInput) input: UpdateUserInput,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return usersClient(ctx).update(id, input);
  }

  @Authorized()
  @Mutation(() => MutationResult)
  deleteUser(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<MutationResult> {
    return usersClient(ctx).remove(id);
  }
}

@Resolver(() => FrequentClient)
export class FrequentClientResolver {
  /** Batched: a list of N clients makes one `GET /users?ids=` call, not N. */
  @FieldResolver(() => User, { nullable: true })
  async user(@Root() client: FrequentClient, @Ctx() ctx: RequestContext): Promise<User | null> {
    const user = await userByIdLoader(ctx).load(client.userId);
    return user ? toUser(user) : null;
  }
}
