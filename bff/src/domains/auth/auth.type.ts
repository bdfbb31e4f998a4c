import { Field, ObjectType } from 'type-graphql';
import { User } from '../users/users.type';

@ObjectType({ simpleResolvers: true })
export class AuthPayload {
  @Field(() => User)
  user!: User;

  @Field(() => String)
  token!: string;

  @Field(() => String)
  refreshToken!: string;

  @Field(() => String, { nullable: true })
  message?: string | null;
}

@ObjectType({ simpleResolvers: true })
export class ProfileUpdate {
  @Field(() => User)
  user!: User;

  @Field(() => [String])
  changedFields!: string[];

  @Field(() => String)
  message!: string;
}
