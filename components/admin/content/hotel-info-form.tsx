'use client';

import { useHydrated } from '@/components/ui/hooks';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { HOTEL_INFO_KEYS, hotelInfoSchema, type HotelInfoKey, type HotelInfoValues } from '@/lib/hotel-info-schema';
import { maskPhone } from '@/lib/masks';
import { primaryButtonClass } from '@/components/ui/form-styles';
import { useActionResult } from '@/components/ui/use-action-result';
import { saveHotelInfoAction } from '@/server/actions/admin-hotel-info';
import { cardClass, TextControl } from './form-controls';

const KIND: Partial<Record<HotelInfoKey, { type?: 'email' | 'url' | 'tel'; inputMode?: 'numeric' | 'tel' | 'email' | 'url'; multiline?: boolean }>> = {
  total_rooms: { inputMode: 'numeric' },
  children_age_policy: { inputMode: 'numeric' },
  minor_policy: { multiline: true },
  phone_primary: { type: 'tel', inputMode: 'tel' },
  phone_whatsapp: { type: 'tel', inputMode: 'tel' },
  email_contact: { type: 'email', inputMode: 'email' },
  address: { multiline: true },
  maps_url: { type: 'url', inputMode: 'url' },
};
const HINTS = new Set<HotelInfoKey>(['total_rooms', 'maps_url']);

/** The hotel_info keys the site uses: rooms, children's age, minors, phones (masked), e-mail, address, map link. */
export function HotelInfoForm({ initial }: { initial: Record<string, string> }) {
  const hydrated = useHydrated();
  const t = useTranslations('adminContent.hotel');
  const content = useTranslations('adminContent.content');
  const form = useForm<HotelInfoValues>({
    resolver: zodResolver(hotelInfoSchema) as never,
    defaultValues: Object.fromEntries(HOTEL_INFO_KEYS.map((k) => [k, initial[k] ?? ''])) as HotelInfoValues,
  });
  const { register, handleSubmit, formState } = form;

  const { run } = useActionResult({ form, titles: { success: t('saved'), successText: content('savedText'), failure: content('saveFailed') }, unexpected: { title: content('saveFailed') } });

  const onValid = async (values: HotelInfoValues) => {
    const result = await run(() => saveHotelInfoAction(values));
    if (result?.ok) form.reset(values);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-label={t('title')} className={`${cardClass} grid gap-4 md:grid-cols-2`}>
      {HOTEL_INFO_KEYS.map((key) => {
        const kind = KIND[key] ?? {};
        const phone = key === 'phone_primary' || key === 'phone_whatsapp';
        const registration = register(key, phone ? { onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.setValue(key, maskPhone(e.target.value)) } : undefined);
        return (
          <div key={key} className={kind.multiline ? 'md:col-span-2' : undefined}>
            <TextControl
              id={`hotel-${key}`}
              label={t(`fields.${key}`)}
              hint={HINTS.has(key) ? t(`hints.${key as 'total_rooms' | 'maps_url'}`) : undefined}
              error={formState.errors[key]?.message}
              type={kind.type}
              inputMode={kind.inputMode}
              multiline={kind.multiline}
              rows={3}
              registration={registration}
            />
          </div>
        );
      })}
      <div className="md:col-span-2">
        <button type="submit" disabled={!hydrated || formState.isSubmitting} className={primaryButtonClass}>
          {formState.isSubmitting ? content('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
