import 'server-only';
import { eq } from 'drizzle-orm';
import { getSection } from '@/server/site-content';
import { siteContent } from '@/server/db/schema';
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
  const rows = await db.select().from(siteContent).where(eq(siteContent.section, PIX_SECTION));
  return pixSettingsFrom(Object.fromEntries(rows.map((r) => [r.contentKey, r.contentValue])));
}

