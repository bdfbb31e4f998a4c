import {
  EMAIL_PATTERN,
  CONTENT_MESSAGES,
  fieldErrors,
  MEMBERSHIP_FIELDS,
  PROMOTION_LIMITS,
  isBusinessDate,
  TESTIMONIAL_LIMITS,
  isHexColor,
  statKeyFromLabel,
  validateServiceTitle,
  validateStatistic,
  validateTestimonial,
} from '@gym/domain';
import { WEBSITE_TEXTS as T } from './texts';

export type Errors<K extends string> = Partial<Record<K, string>>;

export interface BasicForm {
  name: string;
  tagline: string;
  description: string;
  primaryColor: string;
  secondaryColor: string;
  logoUrl: string | null;
  heroImageUrl: string | null;
}

export function validateBasic(form: BasicForm): Errors<keyof BasicForm> {
  const errors: Errors<keyof BasicForm> = {};
  if (!form.name.trim()) errors.name = T.basic.nameRequired;
  if (!isHexColor(form.primaryColor)) errors.primaryColor = T.basic.colorInvalid;
  if (!isHexColor(form.secondaryColor)) errors.secondaryColor = T.basic.colorInvalid;
  return errors;
}

export interface ContactForm {
  phone: string;
  email: string;
  address: string;
  city: string;
  whatsapp: string;
  mapsUrl: string;
  lat: string;
  lng: string;
}

const isUrl = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());

export function validateContact(form: ContactForm): Errors<keyof ContactForm> {
  const errors: Errors<keyof ContactForm> = {};
  if (form.email.trim() && !EMAIL_PATTERN.test(form.email.trim())) errors.email = T.contact.emailInvalid;
  if (form.mapsUrl.trim() && !isUrl(form.mapsUrl)) errors.mapsUrl = T.contact.urlInvalid;
  const lat = form.lat.trim();
  const lng = form.lng.trim();
  if (lat && (!Number.isFinite(Number(lat)) || Math.abs(Number(lat)) > 90)) errors.lat = T.contact.coordinateInvalid;
  if (lng && (!Number.isFinite(Number(lng)) || Math.abs(Number(lng)) > 180)) errors.lng = T.contact.coordinateInvalid;
  return errors;
}

export function validateSocialUrl(url: string): string | null {
  return isUrl(url) ? null : T.contact.urlInvalid;
}

export interface ServiceForm {
  title: string;
  description: string;
  iconName: string;
  features: string;
  imageUrl: string | null;
}

export function validateService(form: ServiceForm): Errors<keyof ServiceForm> {
  const title = validateServiceTitle(form.title);
  return title ? { title } : {};
}

export function featureList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export interface StatisticForm {
  label: string;
  statValue: string;
  valueSuffix: string;
  iconName: string;
  colorScheme: string;
  description: string;
}

/** The domain rule on the derived key (key, value and label required; value numeric; allowed lists). */
export function validateStatisticForm(form: StatisticForm): Errors<keyof StatisticForm> {
  const errors = validateStatistic({
    statKey: statKeyFromLabel(form.label),
    statValue: form.statValue.trim(),
    label: form.label,
    iconName: form.iconName,
    colorScheme: form.colorScheme,
  });
  const result: Errors<keyof StatisticForm> = {};
  if (errors.label ?? errors.statKey) result.label = errors.label ?? errors.statKey;
  if (errors.statValue) result.statValue = errors.statValue;
  if (errors.iconName) result.iconName = errors.iconName;
  if (errors.colorScheme) result.colorScheme = errors.colorScheme;
  return result;
}

export interface PlanForm {
  id: string | null;
  name: string;
  description: string;
  price: string;
  originalPrice: string;
  durationType: string;
  features: string;
  isPopular: boolean;
  isActive: boolean;
}

/** The plan editor's fields judged by their contracts (MEMBERSHIP_FIELDS.plan), as the api and the bff judge them. */
export function validatePlan(form: PlanForm): Errors<keyof PlanForm> {
  const { name, description, price, originalPrice, durationType, features } = MEMBERSHIP_FIELDS.plan;
  const amount = (text: string) => (text.trim() === '' ? null : Number(text));
  return fieldErrors(
    { name, description, price, originalPrice, durationType, features },
    {
      name: form.name,
      description: form.description,
      price: amount(form.price),
      originalPrice: amount(form.originalPrice),
      durationType: form.durationType,
      features: featureList(form.features),
    },
  );
}

export interface PromotionForm {
  title: string;
  description: string;
  /** yyyy-mm-dd, the last day the promotion is shown (Guatemala calendar day). */
  endDate: string;
}

export function validatePromotion(form: PromotionForm): Errors<keyof PromotionForm> {
  const errors: Errors<keyof PromotionForm> = {};
  const title = form.title.trim();
  if (!title) errors.title = CONTENT_MESSAGES.promotionTitleRequired;
  else if (title.length > PROMOTION_LIMITS.titleMax)
    errors.title = T.promotions.titleTooLong(PROMOTION_LIMITS.titleMax);
  if (form.description.trim().length > PROMOTION_LIMITS.descriptionMax)
    errors.description = T.promotions.descriptionTooLong(PROMOTION_LIMITS.descriptionMax);
  const endDate = form.endDate.trim();
  if (!endDate) errors.endDate = T.promotions.endDateRequired;
  else if (!isBusinessDate(endDate)) errors.endDate = T.promotions.endDateInvalid;
  return errors;
}

export interface AdminTestimonialForm {
  name: string;
  role: string;
  text: string;
  rating: number | null;
  isFeatured: boolean;
  imageUrl: string | null;
}

/** The domain testimonial rule (text 10-500, rating 1-5, name and role required) plus the api's name/role limits. */
export function validateAdminTestimonial(form: AdminTestimonialForm): Errors<keyof AdminTestimonialForm> {
  const errors: Errors<keyof AdminTestimonialForm> = { ...validateTestimonial(form) };
  if (!errors.name && form.name.trim().length > TESTIMONIAL_LIMITS.nameMax)
    errors.name = T.testimonials.tooLong('El nombre', TESTIMONIAL_LIMITS.nameMax);
  if (!errors.role && form.role.trim().length > TESTIMONIAL_LIMITS.roleMax)
    errors.role = T.testimonials.tooLong('La profesión/rol', TESTIMONIAL_LIMITS.roleMax);
  return errors;
}
