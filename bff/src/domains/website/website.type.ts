import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { GymPlan } from '../memberships/memberships.type';
import { GymHoursDay } from '../schedule/schedule.type';

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

@ObjectType({ description: 'Contador de la página de inicio' })
export class Statistic {
  @Field(() => ID) id!: string;
  @Field(() => String) statKey!: string;
  @Field(() => Int) statValue!: number;
  @Field(() => String) label!: string;
  @Field(() => String) iconName!: string;
  @Field(() => String) valueSuffix!: string;
  @Field(() => String) colorScheme!: string;
  @Field(() => Int) displayOrder!: number;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Boolean) isActive!: boolean;
}

@ObjectType({ description: 'Servicio del gimnasio' })
export class GymService {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String) iconName!: string;
  @Field(() => String, { nullable: true }) imageUrl?: string | null;
  @Field(() => [String]) features!: string[];
  @Field(() => Int) displayOrder!: number;
  @Field(() => Boolean) isActive!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class ServiceStats {
  @Field(() => Int) total!: number;
  @Field(() => Int) active!: number;
  @Field(() => Int) inactive!: number;
  @Field(() => Int) withImage!: number;
}

@ObjectType({ simpleResolvers: true })
export class SocialMediaEntry {
  @Field(() => String) platform!: string;
  @Field(() => String) url!: string;
  @Field(() => String, { nullable: true }) handle?: string | null;
  @Field(() => Boolean) isActive!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class SocialMediaSaveResult {
  @Field(() => SocialMediaEntry) entry!: SocialMediaEntry;
  @Field(() => Boolean, { description: 'true si se creó, false si se actualizó' }) isNew!: boolean;
}

@ObjectType({ description: 'Testimonio visto por la moderación y la página de inicio' })
export class ModeratedTestimonial {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) role!: string;
  @Field(() => String) text!: string;
  @Field(() => Int) rating!: number;
  @Field(() => String, { nullable: true }) imageUrl?: string | null;
  @Field(() => String) status!: string;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Boolean) isFeatured!: boolean;
  @Field(() => Int) displayOrder!: number;
  @Field(() => String) submittedAt!: string;
  @Field(() => Boolean, { description: 'Escrito por la administración (sin usuario)' }) byAdmin!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class TestimonialStats {
  @Field(() => Int) total!: number;
  @Field(() => Int) pending!: number;
  @Field(() => Int) approved!: number;
  @Field(() => Int) active!: number;
  @Field(() => Int) featured!: number;
  @Field(() => Float) averageRating!: number;
}

@ObjectType({ simpleResolvers: true })
export class Promotion {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { description: 'Último día (AAAA-MM-DD, America/Guatemala)' }) endDate!: string;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Boolean) isRunning!: boolean;
}

@ObjectType({ description: 'Todo lo que muestra la página de inicio' })
export class LandingContent {
  @Field(() => GymConfig) config!: GymConfig;
  @Field(() => [Statistic]) statistics!: Statistic[];
  @Field(() => [GymService]) services!: GymService[];
  @Field(() => [GymPlan]) plans!: GymPlan[];
  @Field(() => [ModeratedTestimonial], { description: 'Destacados, aprobados y activos' })
  testimonials!: ModeratedTestimonial[];
  @Field(() => [GymHoursDay]) schedule!: GymHoursDay[];
  @Field(() => [Promotion], { description: 'Solo las vigentes' }) promotions!: Promotion[];
}
