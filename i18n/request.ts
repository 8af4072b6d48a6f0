import { getRequestConfig } from 'next-intl/server';
import messages from '@/messages/pt-BR.json';

export const locale = 'pt-BR';

export default getRequestConfig(async () => ({
  locale,
  messages,
  timeZone: process.env.HOTEL_TIMEZONE ?? 'America/Cuiaba',
}));
