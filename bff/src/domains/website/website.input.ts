import { PROMOTION_LIMITS, TESTIMONIAL_LIMITS } from '@gym/domain';
import { IsOptional } from 'class-validator';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { maxChars } from '../common/validation';

@InputType()
export class GymConfigInput {
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(80, 'El nombre') gymName?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(160, 'El lema') gymTagline?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(2000, 'La descripción') gymDescription?:
    string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(500, 'El logo') logoUrl?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(500, 'La imagen principal') heroImageUrl?:
    string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(7, 'El color') primaryColor?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(7, 'El color') secondaryColor?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(7, 'El color') successColor?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(7, 'El color') warningColor?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(7, 'El color') dangerColor?: string | null;
}

@InputType()
export class GymContactInput {
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(40, 'El teléfono') phone?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(254, 'El correo') email?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(300, 'La dirección') address?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(40, 'El WhatsApp') whatsapp?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(80, 'La ciudad') city?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(500, 'El enlace del mapa') mapsUrl?: string | null;
  @Field(() => Float, { nullable: true }) lat?: number | null;
  @Field(() => Float, { nullable: true }) lng?: number | null;
}

@InputType()
export class SocialMediaInput {
  @Field(() => String) @maxChars(30, 'La red social') platform!: string;
  @Field(() => String) @maxChars(300, 'La URL') url!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(80, 'El usuario') handle?: string | null;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean | null;
}

@InputType()
export class StatisticInput {
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(100, 'La clave') statKey?: string | null;
  @Field(() => Int, { nullable: true }) statValue?: number | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(100, 'La etiqueta') label?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(30, 'El ícono') iconName?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(5, 'El sufijo') valueSuffix?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(20, 'El color') colorScheme?: string | null;
  @Field(() => Int, { nullable: true }) displayOrder?: number | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(300, 'La descripción') description?: string | null;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean | null;
}

@InputType()
export class DisplayOrderInput {
  @Field(() => ID) id!: string;
  @Field(() => Int) displayOrder!: number;
}

@InputType()
export class ServiceInput {
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(120, 'El título') title?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(1000, 'La descripción') description?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(40, 'El ícono') iconName?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(500, 'La imagen') imageUrl?: string | null;
  @Field(() => [String], { nullable: true }) features?: string[] | null;
  @Field(() => Int, { nullable: true }) displayOrder?: number | null;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean | null;
}

@InputType()
export class PromotionInput {
  @Field(() => ID) id!: string;
  @Field(() => String) @maxChars(PROMOTION_LIMITS.titleMax, 'El título') title!: string;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(PROMOTION_LIMITS.descriptionMax, 'La descripción')
  description?: string | null;
  @Field(() => String) @maxChars(10, 'La fecha') endDate!: string;
  @Field(() => Boolean, { defaultValue: true }) isActive!: boolean;
}

@InputType()
export class AdminTestimonialInput {
  @Field(() => String) @maxChars(TESTIMONIAL_LIMITS.nameMax, 'El nombre') name!: string;
  @Field(() => String) @maxChars(TESTIMONIAL_LIMITS.roleMax, 'La profesión/rol') role!: string;
  @Field(() => String) @maxChars(TESTIMONIAL_LIMITS.textMax, 'El testimonio') text!: string;
  @Field(() => Int) rating!: number;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(500, 'La imagen') imageUrl?: string | null;
  @Field(() => Boolean, { nullable: true }) isFeatured?: boolean | null;
}
