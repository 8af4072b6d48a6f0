import 'server-only';
import { getSection, readAllSiteContent } from '@/server/site-content';
import type { Db } from '@/server/db/client';
import { PIX_SECTION, pixSettingsFrom, type PixSettings } from '@/lib/pix-settings';

export { pixCharge, pixQrPng, qrPath } from './qr';

// The PIX deposit: the settings in force (site content 'pix-settings'); the charge itself is ./qr.ts.

/** The settings in force, through the site-content cache (a save invalidates it): null when PIX is off. */
export async function pixSettings(): Promise<PixSettings | null> {
  return pixSettingsFrom(await getSection(PIX_SECTION));
}

/** The same, read now from the database. */
export async function readPixSettings(db: Db): Promise<PixSettings | null> {
  return pixSettingsFrom((await readAllSiteContent(db))[PIX_SECTION]);
}

