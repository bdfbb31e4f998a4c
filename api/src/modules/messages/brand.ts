import type { Executor } from '../../db/client';
import { getGymConfig } from '../website/config.service';
import type { Brand } from './email-layout';

/** The gym as its configuration says today (name, logo, colours, contact), for a message. */
export async function currentBrand(db: Executor, publicUrl: string): Promise<Brand> {
  const config = await getGymConfig(db);
  return {
    name: config.name,
    logoUrl: config.logoUrl ?? null,
    primaryColor: config.primaryColor,
    secondaryColor: config.secondaryColor,
    phone: config.contact.phone ?? null,
    email: config.contact.email ?? null,
    address: config.contact.address ?? null,
    publicUrl,
  };
}
