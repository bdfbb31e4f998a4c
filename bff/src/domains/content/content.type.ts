import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { GymConfig } from '../gym/gym.type';

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

@ObjectType({ description: 'Plan de membresía tal como lo muestra y edita el sitio' })
export class GymPlan {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Float) price!: number;
  @Field(() => Float, { nullable: true }) originalPrice?: number | null;
  @Field(() => String) durationType!: string;
  @Field(() => [String]) features!: string[];
  @Field(() => Boolean) isPopular!: boolean;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Int) displayOrder!: number;
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
export class GymHoursSlot {
  @Field(() => ID) id!: string;
  @Field(() => String) startTime!: string;
  @Field(() => String) endTime!: string;
  @Field(() => Int) capacity!: number;
  @Field(() => Int) reserved!: number;
  @Field(() => String, { nullable: true }) label?: string | null;
}

@ObjectType({ description: 'Un día del horario semanal' })
export class GymHoursDay {
  @Field(() => String) day!: string;
  @Field(() => String) dayName!: string;
  @Field(() => Boolean) isOpen!: boolean;
  @Field(() => String, { nullable: true }) openTime?: string | null;
  @Field(() => String, { nullable: true }) closeTime?: string | null;
  @Field(() => [GymHoursSlot]) slots!: GymHoursSlot[];
}

@ObjectType({ simpleResolvers: true })
export class CapacityByDay {
  @Field(() => String) day!: string;
  @Field(() => String) dayName!: string;
  @Field(() => Int) capacity!: number;
  @Field(() => Int) reservations!: number;
  @Field(() => Float) occupancy!: number;
}

@ObjectType({ simpleResolvers: true })
export class CapacityMetrics {
  @Field(() => Int) totalCapacity!: number;
  @Field(() => Int) totalReservations!: number;
  @Field(() => Float) averageOccupancy!: number;
  @Field(() => Int) availableSpaces!: number;
  @Field(() => String, { nullable: true }) busiestDay?: string | null;
  @Field(() => Float) busiestOccupancy!: number;
  @Field(() => [CapacityByDay]) byDay!: CapacityByDay[];
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

@ObjectType({ simpleResolvers: true })
export class UploadedImage {
  @Field(() => String) url!: string;
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
