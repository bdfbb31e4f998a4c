import type { Executor } from '../../db/client';
import type { GymContactData, UpdateContactInput } from './contact.schemas';
import { defined, settingsRow, writeSettings, type SettingsRow } from './settings.service';

const NO_CONTACT: GymContactData = {
  address: null,
  phone: null,
  email: null,
  whatsapp: null,
  mapsUrl: null,
  city: null,
  location: null,
};

export function contactOf(row: SettingsRow | undefined): GymContactData {
  if (!row) return NO_CONTACT;
  return {
    address: row.address,
    phone: row.phone,
    email: row.email,
    whatsapp: row.whatsapp,
    mapsUrl: row.mapsUrl,
    city: row.city,
    location: row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null,
  };
}

export async function getContact(db: Executor): Promise<GymContactData> {
  return contactOf(await settingsRow(db));
}

export async function updateContact(db: Executor, input: UpdateContactInput): Promise<GymContactData> {
  await writeSettings(db, defined(input));
  return getContact(db);
}
