import { IsOptional } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { intBetween, maxChars } from '../common/validation';

@InputType()
export class UsersFilterInput {
  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @IsOptional()
  @intBetween(1, 100_000, 'La página')
  page?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 20 })
  @IsOptional()
  @intBetween(1, 100, 'El límite')
  limit?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(100, 'La búsqueda')
  search?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(30, 'El rol')
  role?: string | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;
}

@ArgsType()
export class SearchUsersArgs {
  // The api owns the minimum length ('La búsqueda debe tener al menos 2 caracteres').
  @Field(() => String)
  @maxChars(100, 'La búsqueda')
  q!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(30, 'El rol')
  role?: string | null;
}

@ArgsType()
export class FrequentClientsArgs {
  @Field(() => Int, { nullable: true, defaultValue: 30 })
  @IsOptional()
  @intBetween(1, 366, 'El número de días')
  days?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 10 })
  @IsOptional()
  @intBetween(1, 10_000, 'El mínimo de visitas')
  minVisits?: number | null;
}

/**
 * What every new account needs: self-registration (auth's RegisterInput) and a staff-created
 * user (CreateUserInput) both extend it. Never an argument itself, so it is not in the schema.
 */
@InputType()
export class NewAccountInput {
  @Field(() => String)
  @maxChars(254, 'El correo electrónico')
  email!: string;

  @Field(() => String)
  @maxChars(128, 'La contraseña')
  password!: string;

  @Field(() => String)
  @maxChars(100, 'El nombre')
  firstName!: string;

  @Field(() => String)
  @maxChars(100, 'El apellido')
  lastName!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(30, 'El teléfono')
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(30, 'La fecha de nacimiento')
  dateOfBirth?: string | null;
}

/** What a new account needs plus what only staff set: the role and the address. */
@InputType()
export class CreateUserInput extends NewAccountInput {
  @Field(() => String)
  @maxChars(30, 'El rol')
  role!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(255, 'La dirección')
  address?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(100, 'La ciudad')
  city?: string | null;
}

@InputType()
export class UpdateUserInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(100, 'El nombre')
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(100, 'El apellido')
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(254, 'El correo electrónico')
  email?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(30, 'El teléfono')
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(30, 'El rol')
  role?: string | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(30, 'La fecha de nacimiento')
  dateOfBirth?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(255, 'La dirección')
  address?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(100, 'La ciudad')
  city?: string | null;
}
