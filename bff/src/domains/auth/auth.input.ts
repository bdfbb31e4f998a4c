import {
  ACCOUNT_FIELDS,
  BILLING_NAME_FIELD,
  GOOGLE_SIGN_IN_FIELDS,
  PASSWORD_RESET_FIELDS,
  TAX_ID_FIELD,
} from '@gym/domain';
import { IsOptional, ValidateNested } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { Contract } from '../../kernel/graphql/field-contract';
import { TaxIdCheckDigit } from '../common/billing.input';
import { NewAccountInput, whenSent } from '../users/users.input';

@InputType()
export class LoginInput {
  @Field(() => String)
  @Contract(ACCOUNT_FIELDS.loginEmail)
  email!: string;

  @Field(() => String)
  @Contract(ACCOUNT_FIELDS.loginPassword)
  password!: string;
}

/** The one-time code the Google return page found in its fragment. */
@ArgsType()
export class CompleteGoogleSignInArgs {
  @Field(() => String)
  @Contract(GOOGLE_SIGN_IN_FIELDS.code)
  code!: string;
}

/** Self-registration: the fields every new account needs (users owns them). */
@InputType()
export class RegisterInput extends NewAccountInput {}

@InputType()
export class EmergencyContactInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ACCOUNT_FIELDS.emergencyContactName)
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ACCOUNT_FIELDS.emergencyContactPhone)
  phone?: string | null;
}

@InputType()
export class UpdateProfileInput {
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
  @Contract(ACCOUNT_FIELDS.phone)
  phone?: string | null;

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

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ACCOUNT_FIELDS.zipCode)
  zipCode?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ACCOUNT_FIELDS.bio)
  bio?: string | null;

  @Field(() => EmergencyContactInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  emergencyContact?: EmergencyContactInput | null;

  @Field(() => String, {
    nullable: true,
    description: "NIT o CUI predeterminado para las facturas; vacío o 'CF': ninguno",
  })
  @IsOptional()
  @Contract(TAX_ID_FIELD)
  @TaxIdCheckDigit()
  billingTaxId?: string | null;

  @Field(() => String, { nullable: true, description: 'Nombre predeterminado para las facturas; vacío: el propio' })
  @IsOptional()
  @Contract(BILLING_NAME_FIELD)
  billingName?: string | null;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String)
  @Contract(ACCOUNT_FIELDS.currentPassword)
  currentPassword!: string;

  @Field(() => String)
  @Contract(ACCOUNT_FIELDS.password)
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

  @Field(() => Boolean, { nullable: true })
  whatsapp?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  reminders?: boolean | null;
}

@InputType()
export class PreferencesInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ACCOUNT_FIELDS.theme)
  theme?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ACCOUNT_FIELDS.language)
  language?: string | null;

  @Field(() => NotificationSettingsInput, { nullable: true })
  notifications?: NotificationSettingsInput | null;
}

@InputType({ description: 'Pedir un enlace para restablecer la contraseña' })
export class ForgotPasswordInput {
  @Field(() => String)
  @Contract(PASSWORD_RESET_FIELDS.email)
  email!: string;
}

@InputType({ description: 'Restablecer la contraseña con el token del enlace enviado por correo' })
export class ResetPasswordInput {
  @Field(() => String)
  @Contract(PASSWORD_RESET_FIELDS.token)
  token!: string;

  @Field(() => String)
  @Contract(PASSWORD_RESET_FIELDS.password)
  password!: string;
}
