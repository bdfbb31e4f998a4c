import {
  ACCOUNT_FIELDS,
  FREQUENT_CLIENTS_DEFAULTS,
  PAGINATION,
  QUERY_FIELDS,
  USER_QUERY_FIELDS,
  type FieldContract,
} from '@gym/domain';
import { IsOptional } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { Contract } from '../../kernel/graphql/field-contract';

/**
 * A field an update may leave out: its limits hold when it is sent, and a blank value is left to
 * the api, which answers it with its field errors (a name can be changed, never emptied).
 */
export const whenSent = <C extends FieldContract>(contract: C): C => ({ ...contract, required: false });

@InputType()
export class UsersFilterInput {
  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @IsOptional()
  @Contract(QUERY_FIELDS.page)
  page?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: PAGINATION.defaultLimit })
  @IsOptional()
  @Contract(QUERY_FIELDS.limit)
  limit?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(QUERY_FIELDS.search)
  search?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ACCOUNT_FIELDS.role)
  role?: string | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;
}

@ArgsType()
export class SearchUsersArgs {
  // The api judges the minimum length (USER_QUERY_FIELDS.userSearch) after the caller's right to list users.
  @Field(() => String)
  @Contract(QUERY_FIELDS.search)
  q!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ACCOUNT_FIELDS.role)
  role?: string | null;
}

@ArgsType()
export class FrequentClientsArgs {
  @Field(() => Int, { nullable: true, defaultValue: FREQUENT_CLIENTS_DEFAULTS.days })
  @IsOptional()
  @Contract(USER_QUERY_FIELDS.days)
  days?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: FREQUENT_CLIENTS_DEFAULTS.minVisits })
  @IsOptional()
  @Contract(USER_QUERY_FIELDS.minVisits)
  minVisits?: number | null;
}

/**
 * What every new account needs: self-registration (auth's RegisterInput) and a staff-created
 * user (CreateUserInput) both extend it. Never an argument itself, so it is not in the schema.
 */
@InputType()
export class NewAccountInput {
  @Field(() => String)
  @Contract(ACCOUNT_FIELDS.email)
  email!: string;

  @Field(() => String)
  @Contract(ACCOUNT_FIELDS.password)
  password!: string;

  @Field(() => String)
  @Contract(ACCOUNT_FIELDS.firstName)
  firstName!: string;

  @Field(() => String)
  @Contract(ACCOUNT_FIELDS.lastName)
  lastName!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ACCOUNT_FIELDS.phone)
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ACCOUNT_FIELDS.dateOfBirth)
  dateOfBirth?: string | null;
}

/** What a new account needs plus what only staff set: the role and the address. */
@InputType()
export class CreateUserInput extends NewAccountInput {
  @Field(() => String)
  @Contract(ACCOUNT_FIELDS.role)
  role!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ACCOUNT_FIELDS.address)
  address?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ACCOUNT_FIELDS.city)
  city?: string | null;
}

@InputType()
export class UpdateUserInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(whenSent(ACCOUNT_FIELDS.firstName))
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(whenSent(ACCOUNT_FIELDS.lastName))
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(whenSent(ACCOUNT_FIELDS.email))
  email?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ACCOUNT_FIELDS.phone)
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ACCOUNT_FIELDS.role)
  role?: string | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ACCOUNT_FIELDS.dateOfBirth)
  dateOfBirth?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ACCOUNT_FIELDS.address)
  address?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ACCOUNT_FIELDS.city)
  city?: string | null;
}
