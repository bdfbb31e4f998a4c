import type { Executor } from '../../db/client';
import type { gymSettings, GymSocialMediaRow } from '../../db/schema/index';
import { weeklySchedule } from '../schedule/hours.service';
import type { GymConfig, UpdateConfigInput } from './config.schemas';
import { getBlock } from './content-blocks.service';
import { contactOf } from './contact.service';
import { promotions } from './promotions.service';
import { defined, settingsRow, UNCONFIGURED, writeSettings, type SettingsRow } from './settings.service';
import { allSocial, publicSocial } from './social.service';

export async function getGymConfig(db: Executor): Promise<GymConfig> {
  const [row, social] = await Promise.all([settingsRow(db), publicSocial(db)]);
  return presentConfig(row, social);
}

/** The public configuration from the settings row and the active social links. */
export function presentConfig(row: SettingsRow | undefined, social: GymSocialMediaRow[]): GymConfig {
  const brand = row
    ? {
        name: row.name,
        tagline: row.tagline,
        description: row.description,
        logoUrl: row.logoUrl,
        heroImageUrl: row.heroImageUrl,
        primaryColor: row.primaryColor,
        secondaryColor: row.secondaryColor,
        successColor: row.successColor,
        warningColor: row.warningColor,
        dangerColor: row.dangerColor,
      }
    : UNCONFIGURED;
  return { ...brand, contact: contactOf(row), social };
}

export async function updateGymConfig(db: Executor, input: UpdateConfigInput): Promise<GymConfig> {
  const patch = defined(input);
  if (patch.name === null) delete patch.name;
  await writeSettings(db, patch as Partial<typeof gymSettings.$inferInsert>);
  return getGymConfig(db);
}

/** Everything the website editor edits, in one answer. */
export async function loadEditorConfig(db: Executor) {
  const [config, social, schedule, sections, navigation, branding, video, promotionList] = await Promise.all([
    getGymConfig(db),
    allSocial(db),
    weeklySchedule(db),
    getBlock(db, 'sections'),
    getBlock(db, 'navigation'),
    getBlock(db, 'branding'),
    getBlock(db, 'video'),
    promotions(db),
  ]);
  return { ...config, social, schedule, sections, navigation, branding, video, promotions: promotionList };
}
