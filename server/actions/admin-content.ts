'use server';

import { z } from '@/lib/zod';
import { replaceSection } from '@/server/site-content';
import { CONTENT_MESSAGES, EDITABLE_THEME_KEYS, isContentSection, sectionRows, sectionSchema, THEME_SECTION, themeColorsSchema } from '@/lib/site-content-schema';
import { PIX_FIELDS, PIX_SECTION, pixSettingsRows, pixSettingsSchema } from '@/lib/pix-settings';
import { invalidResult, staffAction } from './define';

const sectionSave = z.object({
  section: z.string({ error: CONTENT_MESSAGES.section }).refine(isContentSection, CONTENT_MESSAGES.section),
  values: z.unknown(),
});

/** Saves one text section of the site (hero, policies, qr-…): the section's rows are replaced. */
export const saveContentSection = staffAction({
  name: 'site content save',
  schema: sectionSave,
  run: async ({ section, values }, { db }) => {
    if (!isContentSection(section)) return { result: { ok: false, message: CONTENT_MESSAGES.section } };
    const parsed = sectionSchema(section).safeParse(values);
    if (!parsed.success) return { result: invalidResult(parsed.error) };
    await replaceSection(db, section, sectionRows(section, parsed.data as Record<string, string>));
    return { result: { ok: true }, invalidate: ['site-content'] };
  },
});

/** Saves the theme's five base colours (the earth-* colours derive from them). */
export const saveThemeColors = staffAction({
  name: 'theme colours save',
  schema: themeColorsSchema,
  fields: EDITABLE_THEME_KEYS,
  run: async (colors, { db }) => {
    await replaceSection(db, THEME_SECTION, EDITABLE_THEME_KEYS.map((key) => ({ key, value: colors[key], type: 'text' as const })));
    return { result: { ok: true }, invalidate: ['site-content'] };
  },
});

/** Saves the PIX deposit's settings (off by default): the key stored normalised. */
export const savePixSettings = staffAction({
  name: 'pix settings save',
  schema: pixSettingsSchema,
  fields: PIX_FIELDS,
  run: async (values, { db }) => {
    await replaceSection(db, PIX_SECTION, pixSettingsRows(values));
    return { result: { ok: true }, invalidate: ['site-content'], refreshAdmin: true };
  },
});
