'use server';

import { staffAction } from '@/server/auth/guards';
import type { Viewer } from '@/server/auth/types';
import { getDb } from '@/server/db';
import { invalidateFromAction } from '@/server/cache';
import { replaceSection } from '@/server/site-content';
import { log } from '@/server/log';
import { dbErrorMessage } from '@/lib/errors';
import { fieldErrors } from '@/lib/form-errors';
import { CONTENT_MESSAGES, EDITABLE_THEME_KEYS, isContentSection, sectionRows, sectionSchema, THEME_SECTION, themeColorsSchema } from '@/lib/site-content-schema';
import type { AdminActionState } from '@/components/admin/use-action-toast';

async function replace(section: string, rows: Parameters<typeof replaceSection>[2]): Promise<AdminActionState> {
  try {
    await replaceSection(await getDb(), section, rows);
    return { ok: true };
  } catch (err) {
    log.error('site content save failed', { section, error: err instanceof Error ? err.message : String(err) });
    return { ok: false, message: dbErrorMessage(err) };
  }
}

/** Saves one text section of the site (hero, policies, qr-…): the section's rows are replaced. */
export const saveContentSection = staffAction(async (section: unknown, values: unknown, _viewer: Viewer): Promise<AdminActionState> => {
  if (!isContentSection(section)) return { ok: false, message: CONTENT_MESSAGES.section };
  const parsed = sectionSchema(section).safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error) as Record<string, string>;
    return { ok: false, message: Object.values(errors)[0], errors };
  }
  const result = await replace(section, sectionRows(section, parsed.data as Record<string, string>));
  if (result.ok) invalidateFromAction('site-content');
  return result;
});

/** Saves the theme's five base colours (the earth-* colours derive from them). */
export const saveThemeColors = staffAction(async (values: unknown, _viewer: Viewer): Promise<AdminActionState> => {
  const parsed = themeColorsSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, EDITABLE_THEME_KEYS) as Record<string, string>;
    return { ok: false, message: Object.values(errors)[0], errors };
  }
  const result = await replace(
    THEME_SECTION,
    EDITABLE_THEME_KEYS.map((key) => ({ key, value: parsed.data[key], type: 'text' as const })),
  );
  if (result.ok) invalidateFromAction('site-content');
  return result;
});
