import { IsOptional, ValidateNested } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { maxChars } from '../common/validation';
import { NewAccountInput } from '../users/users.input';

@InputType()
export class LoginInput {
  @Field(() => String)
  @maxChars(254, 'El correo electrónico')
  email!: string;

  @Field(() => String)
  @maxChars(128, 'La contraseña')
  password!: string;
}

/** Self-registration: the fields every new account needs (users owns them). */
@InputType()
export class RegisterInput extends NewAccountInput {}

@InputType()
export class EmergencyContactInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(100, 'El nombre del contacto de emergencia')
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(30, 'El teléfono del contacto de emergencia')
  phone?: string | null;
}

@InputType()
export class UpdateProfileInput {
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
  @maxChars(30, 'El teléfono')
  phone?: string | null;

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

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(20, 'El código postal')
  zipCode?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(1000, 'La biografía')
  bio?: string | null;

  @Field(() => EmergencyContactInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  emergencyContact?: EmergencyContactInput | null;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String)
  @maxChars(128, 'La contraseña actual')
  currentPassword!: string;

  @Field(() => String)
  @maxChars(128, 'La nueva contraseña')
  newPassword!: string;
}

@InputType()
export class NotificationSettingsInput {
  @Field(() => Boolean, { nullable: true })
  desktop?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  sound?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  email?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  push?: boolean | null;
}

@InputType()
export class PreferencesInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(20, 'El tema')
  theme?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(10, 'El idioma')
  language?: string | null;

  @Field(() => NotificationSettingsInput, { nullable: true })
  notifications?: NotificationSettingsInput | null;
}
