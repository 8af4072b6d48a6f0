'use server';

import { saveHotelInfo } from '@/server/hotel-info';
import { HOTEL_INFO_KEYS, hotelInfoSchema } from '@/lib/hotel-info-schema';
import { staffAction } from './define';

/** Saves the hotel's settings (rooms, policies, phones, e-mail, address, map link). */
export const saveHotelInfoAction = staffAction({
  name: 'hotel info save',
  schema: hotelInfoSchema,
  fields: HOTEL_INFO_KEYS,
  run: async (values, { db }) => {
    await saveHotelInfo(db, values);
    return { result: { ok: true }, invalidate: ['hotel-info'] };
  },
});
