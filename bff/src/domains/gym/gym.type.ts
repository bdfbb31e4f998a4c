import { Field, ObjectType } from 'type-graphql';

@ObjectType()
export class GymContact {
  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  whatsapp?: string | null;

  @Field(() => String, { nullable: true })
  mapsUrl?: string | null;
}

@ObjectType()
export class GymConfig {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  tagline?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  logoUrl?: string | null;

  @Field(() => String)
  primaryColor!: string;

  @Field(() => String)
  secondaryColor!: string;

  @Field(() => GymContact)
  contact!: GymContact;
}
