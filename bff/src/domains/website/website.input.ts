import { WEBSITE_FIELDS } from '@gym/domain';
import { IsOptional } from 'class-validator';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { Contract } from '../../kernel/graphql/field-contract';

const { config, location, contact, social, statistic, service, promotion, adminTestimonial } = WEBSITE_FIELDS;

@InputType()
export class GymConfigInput {
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(config.name) gymName?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(config.tagline) gymTagline?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(config.description) gymDescription?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(config.logoUrl) logoUrl?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(config.heroImageUrl) heroImageUrl?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(config.primaryColor) primaryColor?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(config.secondaryColor) secondaryColor?:
    string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(config.successColor) successColor?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(config.warningColor) warningColor?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(config.dangerColor) dangerColor?: string | null;
}

@InputType()
export class GymContactInput {
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(contact.phone) phone?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(contact.email) email?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(contact.address) address?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(contact.whatsapp) whatsapp?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(contact.city) city?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(contact.mapsUrl) mapsUrl?: string | null;
  @Field(() => Float, { nullable: true }) @IsOptional() @Contract(location.lat) lat?: number | null;
  @Field(() => Float, { nullable: true }) @IsOptional() @Contract(location.lng) lng?: number | null;
}

@InputType()
export class SocialMediaInput {
  @Field(() => String) @Contract(social.platform) platform!: string;
  @Field(() => String) @Contract(social.url) url!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(social.handle) handle?: string | null;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean | null;
}

@InputType()
export class StatisticInput {
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(statistic.statKey) statKey?: string | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @Contract(statistic.statValue) statValue?: number | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(statistic.label) label?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(statistic.iconName) iconName?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(statistic.valueSuffix) valueSuffix?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(statistic.colorScheme) colorScheme?: string | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @Contract(statistic.displayOrder) displayOrder?: number | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(statistic.description) description?: string | null;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean | null;
}

/** A row's new position (reorderServices, reorderStatistics). */
@InputType()
export class DisplayOrderInput {
  @Field(() => ID) id!: string;
  @Field(() => Int) @Contract(service.displayOrder) displayOrder!: number;
}

@InputType()
export class ServiceInput {
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(service.title) title?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(service.description) description?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(service.iconName) iconName?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(service.imageUrl) imageUrl?: string | null;
  @Field(() => [String], { nullable: true }) @IsOptional() @Contract(service.features) features?: string[] | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @Contract(service.displayOrder) displayOrder?: number | null;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean | null;
}

@InputType()
export class PromotionInput {
  @Field(() => ID) @Contract(promotion.id) id!: string;
  @Field(() => String) @Contract(promotion.title) title!: string;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(promotion.description)
  description?: string | null;
  @Field(() => String) @Contract(promotion.endDate) endDate!: string;
  @Field(() => Boolean, { defaultValue: true }) isActive!: boolean;
}

@InputType()
export class AdminTestimonialInput {
  @Field(() => String) @Contract(adminTestimonial.name) name!: string;
  @Field(() => String) @Contract(adminTestimonial.role) role!: string;
  @Field(() => String) @Contract(adminTestimonial.text) text!: string;
  @Field(() => Int) @Contract(adminTestimonial.rating) rating!: number;
  @Field(() => String, { nullable: true }) @IsOptional() @Contract(adminTestimonial.imageUrl) imageUrl?: string | null;
  @Field(() => Boolean, { nullable: true }) isFeatured?: boolean | null;
}
