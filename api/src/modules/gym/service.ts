import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { gymSettings } from '../../db/schema/index';
import type { GymConfig } from './schemas';

/** Neutral values for a database that has not been configured yet (no brand in code). */
const UNCONFIGURED: GymConfig = {
  name: 'Gimnasio',
  tagline: null,
  description: null,
  logoUrl: null,
  primaryColor: '#1976d2',
  secondaryColor: '#ff9800',
  contact: { address: null, phone: null, email: null, whatsapp: null, mapsUrl: null },
};

export async function getGymConfig(db: Executor): Promise<GymConfig> {
  const [row] = await db.select().from(gymSettings).where(eq(gymSettings.id, 1)).limit(1);
  if (!row) return UNCONFIGURED;
  return {
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    logoUrl: row.logoUrl,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    contact: { address: row.address, phone: row.phone, email: row.email, whatsapp: row.whatsapp, mapsUrl: row.mapsUrl },
  };
}
