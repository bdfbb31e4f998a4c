import type { ProfileFields } from '@gym/domain';
/** Optional profile fields a member is invited to fill, with the label shown when missing. */
export const OPTIONAL_PROFILE_FIELDS = [
  { key: 'profileImage', label: 'Foto de perfil' },
  { key: 'phone', label: 'Teléfono' },
  { key: 'dateOfBirth', label: 'Fecha de nacimiento' },
  { key: 'address', label: 'Dirección' },
  { key: 'city', label: 'Ciudad' },
  { key: 'zipCode', label: 'Código postal' },
  { key: 'bio', label: 'Acerca de mí' },
  { key: 'emergencyContact', label: 'Contacto de emergencia' },
] as const;

export type OptionalProfileField = (typeof OPTIONAL_PROFILE_FIELDS)[number]['key'];

export type CompletenessSource = Omit<ProfileFields, 'firstName' | 'lastName'> & { profileImage?: string | null };

export interface Completeness {
  percent: number;
  missing: { key: OptionalProfileField; label: string }[];
}

const filled = (value: string | null | undefined) => Boolean(value && value.trim());

/** An emergency contact counts only with both a name and a phone: half of one is no use in an emergency. */
export function profileCompleteness(user: CompletenessSource): Completeness {
  const missing = OPTIONAL_PROFILE_FIELDS.filter(({ key }) => {
    if (key === 'emergencyContact')
      return !(filled(user.emergencyContact?.name) && filled(user.emergencyContact?.phone));
    return !filled(user[key]);
  }).map(({ key, label }) => ({ key, label }));
  const total = OPTIONAL_PROFILE_FIELDS.length;
  return { percent: Math.round(((total - missing.length) / total) * 100), missing };
}
