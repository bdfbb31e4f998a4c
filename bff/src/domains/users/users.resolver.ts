import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { MutationResult } from '../common/common.type';
import { toUser } from './users.client';
import {
  CreateUserInput,
  FrequentClientsArgs,
  SearchUsersArgs,
  UpdateUserInput,
  UsersFilterInput,
} from './users.input';
import { FrequentClient, User, UserPage, UserStats } from './users.type';

@Resolver()
export class UsersResolver {
  @Authorized()
  @Query(() => UserPage)
  users(
    @Arg('filter', () => UsersFilterInput, { nullable: true }) filter: UsersFilterInput | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserPage> {
    return ctx.api.users.list(filter);
  }

  @Authorized()
  @Query(() => [User])
  searchUsers(@Args(() => SearchUsersArgs) args: SearchUsersArgs, @Ctx() ctx: GraphQLContext): Promise<User[]> {
    return ctx.api.users.search(args.q, args.role);
  }

  @Authorized()
  @Query(() => UserStats)
  userStats(@Ctx() ctx: GraphQLContext): Promise<UserStats> {
    return ctx.api.users.stats();
  }

  @Authorized()
  @Query(() => User)
  user(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.api.users.get(id);
  }

  @Authorized()
  @Query(() => [FrequentClient])
  frequentDailyClients(
    @Args(() => FrequentClientsArgs) args: FrequentClientsArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FrequentClient[]> {
    return ctx.api.users.frequentDailyClients(args.days ?? 30, args.minVisits ?? 10);
  }

  @Authorized()
  @Mutation(() => User)
  createUser(@Arg('input', () => CreateUserInput) input: CreateUserInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.api.users.create(input);
  }

  @Authorized()
  @Mutation(() => User)
  updateUser(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateUserInput) input: UpdateUserInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    return ctx.api.users.update(id, input);
  }

  @Authorized()
  @Mutation(() => MutationResult)
  deleteUser(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<MutationResult> {
    return ctx.api.users.remove(id);
  }
}

@Resolver(() => FrequentClient)
export class FrequentClientResolver {
  /** Batched: a list of N clients makes one `GET /users?ids=` call, not N. */
  @FieldResolver(() => User, { nullable: true })
  async user(@Root() client: FrequentClient, @Ctx() ctx: GraphQLContext): Promise<User | null> {
    const user = await ctx.loaders.userById.load(client.userId);
    return user ? toUser(user) : null;
  }
}
