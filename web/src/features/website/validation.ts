import {
  fieldError,
  fieldErrors,
  FREEZE_FIELDS,
  MEMBERSHIP_FIELDS,
  isBusinessDate,
  statKeyFromLabel,
  validateStatistic,
  WEBSITE_FIELDS,
} from '@gym/domain';
import { WEBSITE_TEXTS as T } from './texts';

export type Errors<K extends string> = Partial<Record<K, string>>;

const F = WEBSITE_FIELDS;

/** A number field's text as the api reads it: blank is absent, anything else its number (NaN when not one). */
const typedNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** The fields of `errors` that hold a message (fieldErrors already leaves the others out). */
function withMessages<K extends string>(errors: Partial<Record<K, string | null>>): Errors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message))) as Errors<K>;
}

export interface BasicForm {
  name: string;
  tagline: string;
  description: string;
  primaryColor: string;
  secondaryColor: string;
  logoUrl: string | null;
  heroImageUrl: string | null;
}

/** The contracts of PUT /gym/config for the fields this tab edits. */
export const BASIC_FIELDS = {
  name: F.config.name,
  tagline: F.config.tagline,
  description: F.config.description,
  primaryColor: F.config.primaryColor,
  secondaryColor: F.config.secondaryColor,
  logoUrl: F.config.logoUrl,
  heroImageUrl: F.config.heroImageUrl,
} as const;

export function validateBasic(form: BasicForm): Errors<keyof BasicForm> {
  return fieldErrors<keyof BasicForm>(BASIC_FIELDS, form);
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

export function validateContact(form: ContactForm): Errors<keyof ContactForm> {
  return {
    ...fieldErrors<keyof typeof F.contact>(F.contact, form),
    ...withMessages({
      lat: fieldError(F.location.lat, typedNumber(form.lat)),
      lng: fieldError(F.location.lng, typedNumber(form.lng)),
    }),
  };
}

export function validateSocialUrl(url: string): string | null {
  return fieldError(F.social.url, url);
}

export function validateSocialHandle(handle: string): string | null {
  return fieldError(F.social.handle, handle);
}

export interface ServiceForm {
  title: string;
  description: string;
  iconName: string;
  features: string;
  imageUrl: string | null;
}

export function validateService(form: ServiceForm): Errors<keyof ServiceForm> {
  return withMessages({
    title: fieldError(F.service.title, form.title),
    description: fieldError(F.service.description, form.description),
    iconName: fieldError(F.service.iconName, form.iconName),
    features: fieldError(F.service.features, featureList(form.features)),
    imageUrl: fieldError(F.service.imageUrl, form.imageUrl),
  });
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
  return {
    ...result,
    ...withMessages({
      valueSuffix: fieldError(F.statistic.valueSuffix, form.valueSuffix),
      description: fieldError(F.statistic.description, form.description),
    }),
  };
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
  /** Freeze days a member of this plan may use per year; '' for no cap. */
  maxFreezeDaysPerYear: string;
}

/** The plan editor's fields judged by their contracts (MEMBERSHIP_FIELDS.plan), as the api and the bff judge them. */
export function validatePlan(form: PlanForm): Errors<keyof PlanForm> {
  const { name, description, price, originalPrice, durationType, features } = MEMBERSHIP_FIELDS.plan;
  const amount = (text: string) => (text.trim() === '' ? null : Number(text));
  return fieldErrors(
    {
      name,
      description,
      price,
      originalPrice,
      durationType,
      features,
      maxFreezeDaysPerYear: FREEZE_FIELDS.maxFreezeDaysPerYear,
    },
    {
      maxFreezeDaysPerYear: amount(form.maxFreezeDaysPerYear),
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

/** The promotion's contracts, and a last day that exists in the calendar. */
export function validatePromotion(form: PromotionForm): Errors<keyof PromotionForm> {
  const errors: Errors<keyof PromotionForm> = withMessages({
    title: fieldError(F.promotion.title, form.title),
    description: fieldError(F.promotion.description, form.description),
    endDate: fieldError(F.promotion.endDate, form.endDate),
  });
  if (!errors.endDate && !isBusinessDate(form.endDate.trim())) errors.endDate = T.promotions.endDateInvalid;
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

/** The contracts of an admin testimonial (text 10-500, rating 1-5, name and role required, up to 80 characters). */
export function validateAdminTestimonial(form: AdminTestimonialForm): Errors<keyof AdminTestimonialForm> {
  const { name, role, text, rating, imageUrl } = F.adminTestimonial;
  return fieldErrors<'name' | 'role' | 'text' | 'rating' | 'imageUrl'>({ name, role, text, rating, imageUrl }, form);
}
