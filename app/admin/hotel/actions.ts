'use server';

import { staffAction } from '@/server/auth/guards';
import type { Viewer } from '@/server/auth/types';
import { getDb } from '@/server/db';
import { invalidateFromAction } from '@/server/cache';
import { saveHotelInfo } from '@/server/hotel-info';
import { log } from '@/server/log';
import { dbErrorMessage } from '@/lib/errors';
import { fieldErrors } from '@/lib/form-errors';
import { HOTEL_INFO_KEYS, hotelInfoSchema } from '@/lib/hotel-info-schema';
import type { AdminActionState } from '@/components/admin/use-action-toast';

/** Saves the hotel's settings (rooms, policies, phones, e-mail, address, map link). */
export const saveHotelInfoAction = staffAction(async (values: unknown, _viewer: Viewer): Promise<AdminActionState> => {
  const parsed = hotelInfoSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, HOTEL_INFO_KEYS) as Record<string, string>;
    return { ok: false, message: Object.values(errors)[0], errors };
  }
  try {
    await saveHotelInfo(await getDb(), parsed.data);
  } catch (err) {
    log.error('hotel info save failed', { error: err instanceof Error ? err.message : String(err) });
    return { ok: false, message: dbErrorMessage(err) };
  }
  invalidateFromAction('hotel-info');
  return { ok: true };
});
