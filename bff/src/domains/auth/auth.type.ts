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

@ObjectType({
  simpleResolvers: true,
  description: 'Inicio de sesión con Google: si está configurado (la web muestra el botón solo entonces)',
})
export class GoogleSignInConfig {
  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => String, { description: 'Adonde el navegador va para empezar (redirige a Google)' })
  startPath!: string;
}
