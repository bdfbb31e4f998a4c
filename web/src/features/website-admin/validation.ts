import { isHexColor, validateServiceTitle, validateStatistic, statKeyFromLabel } from '@gym/domain';
import { WEBSITE_UI as T } from './texts';

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
  if (form.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) errors.email = T.contact.emailInvalid;
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

export function validatePlan(form: PlanForm): Errors<keyof PlanForm> {
  const errors: Errors<keyof PlanForm> = {};
  if (form.name.trim().length < 2) errors.name = T.plans.nameRequired;
  const price = Number(form.price);
  if (form.price.trim() === '' || !Number.isFinite(price) || price < 0) errors.price = T.plans.priceInvalid;
  if (form.originalPrice.trim() && (!Number.isFinite(Number(form.originalPrice)) || Number(form.originalPrice) < 0))
    errors.originalPrice = T.plans.priceInvalid;
  return errors;
}
