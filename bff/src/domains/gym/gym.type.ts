import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true })
export class GeoLocation {
  @Field(() => Float)
  lat!: number;

  @Field(() => Float)
  lng!: number;
}

@ObjectType({ simpleResolvers: true })
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

  @Field(() => String, { nullable: true })
  city?: string | null;

  @Field(() => GeoLocation, { nullable: true })
  location?: GeoLocation | null;
}

@ObjectType({ simpleResolvers: true })
export class GymSocialLink {
  @Field(() => String)
  platform!: string;

  @Field(() => String)
  url!: string;

  @Field(() => String, { nullable: true })
  handle?: string | null;

  @Field(() => Boolean)
  isActive!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class GymConfig {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  tagline?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  logoUrl?: string | null;

  @Field(() => String, { nullable: true })
  heroImageUrl?: string | null;

  @Field(() => String)
  primaryColor!: string;

  @Field(() => String)
  secondaryColor!: string;

  @Field(() => String, { nullable: true })
  successColor?: string | null;

  @Field(() => String, { nullable: true })
  warningColor?: string | null;

  @Field(() => String, { nullable: true })
  dangerColor?: string | null;

  @Field(() => GymContact)
  contact!: GymContact;

  @Field(() => [GymSocialLink], { description: 'Redes sociales (activas en la configuración pública)' })
  social!: GymSocialLink[];
}
