'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { ArrowDown, ArrowUp, Calendar, Car, Coffee, House, Pencil, Phone, PowerOff, Users, Waves, Wifi, type LucideIcon } from 'lucide-react';
import { Field, controlProps } from '@/components/reservation/field';
import { inputClass, primaryButtonClass, secondaryButtonClass, smallButtonClass } from '@/components/ui/form-styles';
import { useActionResult } from '@/components/ui/use-action-result';
import { cardClass, TextControl } from '@/components/admin/content/form-controls';
import { PhotoFields, photoIds, type PhotoValue } from '@/components/admin/photo-fields';
import { deactivateServiceAction, reorderServicesAction, saveServiceAction } from '@/server/actions/admin-services';
import type { AdminService } from '@/server/services/admin';
import { EMPTY_SERVICE_FORM, serviceSchema, type ServiceFormInput } from '@/lib/service-schema';
import { moveItem } from '@/lib/gallery';
import { SERVICE_ICONS, type ServiceIcon } from '@/lib/types';

const ICONS: Record<ServiceIcon, LucideIcon> = { Home: House, Waves, Calendar, Coffee, Wifi, Phone, Car, Users };
const NO_PHOTOS: PhotoValue = { featured: null, gallery: [] };

function toForm(s: AdminService): ServiceFormInput {
  return { title: s.title, description: s.description, icon: s.icon, features: s.features.join('\n'), featuredImageId: s.featured?.id ?? '', galleryImages: s.gallery.map((p) => p.id) };
}

/** The hotel services: a form to add or edit one, and the list in the site's order (move up or down, deactivate). */
export function ServicesManager({ services }: { services: AdminService[] }) {
  const t = useTranslations('adminServices');
  const router = useRouter();
  const [editing, setEditing] = useState<AdminService | null>(null);
  const [photos, setPhotos] = useState<PhotoValue>(NO_PHOTOS);
  const [pending, startTransition] = useTransition();
  const form = useForm<ServiceFormInput>({ resolver: zodResolver(serviceSchema, undefined, { raw: true }) as never, defaultValues: EMPTY_SERVICE_FORM });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const show = (service: AdminService | null) => {
    setEditing(service);
    setPhotos(service ? { featured: service.featured, gallery: service.gallery } : NO_PHOTOS);
    form.reset(service ? toForm(service) : EMPTY_SERVICE_FORM);
  };
  const startEdit = (service: AdminService) => {
    show(service);
    document.getElementById('service-form-title')?.scrollIntoView({ block: 'start' });
    document.getElementById('service-title')?.focus();
  };

  const actionResult = useActionResult({ form, titles: { success: t('saved'), failure: t('failed') }, unexpected: { title: t('failed') } });

  const onValid = async (values: ServiceFormInput) => {
    const result = await actionResult.run(() => saveServiceAction({ ...values, ...photoIds(photos), id: editing?.id ?? null }));
    if (result?.ok) {
      show(null);
      startTransition(() => router.refresh());
    }
  };

  const move = (index: number, by: -1 | 1) =>
    startTransition(async () => {
      const ids = moveItem(services, index, by).map((s) => s.id);
      const result = await actionResult.run(() => reorderServicesAction({ ids }), { success: t('reordered'), failure: t('reorderFailed') });
      if (result) router.refresh();
      // The moved service keeps the focus on its own button, now in its new place.
      const moved = services[index]!;
      requestAnimationFrame(() => document.getElementById(`service-${moved.id}-${by < 0 ? 'up' : 'down'}`)?.focus());
    });

  const deactivate = (service: AdminService) => {
    if (!window.confirm(t('confirmDeactivate', { title: service.title }))) return;
    startTransition(async () => {
      const result = await actionResult.run(() => deactivateServiceAction({ id: service.id }), { success: t('deactivated') });
      if (result?.ok) {
        if (editing?.id === service.id) show(null);
        router.refresh();
      }
    });
  };

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,30rem)_1fr]">
      <section aria-labelledby="service-form-title" className={cardClass}>
        <h2 id="service-form-title" className="font-serif text-xl font-bold text-earth-dark">
          {editing ? t('editNamed', { title: editing.title }) : t('add')}
        </h2>
        <form noValidate onSubmit={handleSubmit(onValid)} aria-labelledby="service-form-title" className="mt-4 flex flex-col gap-4">
          <TextControl id="service-title" label={t('fields.title')} error={errors.title?.message} registration={register('title')} />
          <TextControl id="service-description" label={t('fields.description')} multiline rows={3} error={errors.description?.message} registration={register('description')} />
          <Field id="service-icon" label={t('fields.icon')} error={errors.icon?.message}>
            <select {...register('icon')} {...controlProps('service-icon', { error: errors.icon?.message })} className={inputClass}>
              {SERVICE_ICONS.map((icon) => (
                <option key={icon} value={icon}>
                  {t(`icons.${icon}`)}
                </option>
              ))}
            </select>
          </Field>
          <TextControl id="service-features" label={t('fields.features')} hint={t('hints.features')} multiline rows={4} error={errors.features?.message} registration={register('features')} />
          <PhotoFields value={photos} onChange={setPhotos} errors={{ featuredImageId: errors.featuredImageId?.message, galleryImages: errors.galleryImages?.message }} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={formState.isSubmitting} className={primaryButtonClass}>
              {t('save')}
            </button>
            {editing && (
              <button type="button" onClick={() => show(null)} className={secondaryButtonClass}>
                {t('cancelEdit')}
              </button>
            )}
          </div>
        </form>
      </section>

      <section aria-labelledby="service-list-title">
        <h2 id="service-list-title" className="mb-3 font-serif text-xl font-bold text-earth-dark">
          {t('list')}
        </h2>
        {services.length === 0 ? (
          <p className="text-earth-dark">{t('empty')}</p>
        ) : (
          <ol className="flex flex-col gap-3" aria-busy={pending}>
            {services.map((service, index) => {
              const Icon = ICONS[service.icon];
              return (
                <li key={service.id} className={`${cardClass} flex flex-wrap items-center gap-3`} data-testid="admin-service">
                  <span className="w-8 text-lg font-bold text-primary tabular-nums">{t('position', { index: index + 1 })}</span>
                  <Icon aria-hidden="true" className="size-6 text-primary" />
                  <h3 className="min-w-0 flex-1 font-semibold break-words text-earth-dark">{service.title}</h3>
                  <div className="flex flex-wrap gap-2">
                    <button
                      id={`service-${service.id}-up`}
                      type="button"
                      disabled={pending || index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={t('moveUp', { title: service.title })}
                      className={`${smallButtonClass} border-primary text-primary`}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      id={`service-${service.id}-down`}
                      type="button"
                      disabled={pending || index === services.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={t('moveDown', { title: service.title })}
                      className={`${smallButtonClass} border-primary text-primary`}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </button>
                    <button type="button" onClick={() => startEdit(service)} aria-label={t('editNamed', { title: service.title })} className={`${smallButtonClass} border-primary text-primary`}>
                      <Pencil aria-hidden="true" className="size-4" />
                      {t('editButton')}
                    </button>
                    <button type="button" disabled={pending} onClick={() => deactivate(service)} aria-label={t('deactivateNamed', { title: service.title })} className={`${smallButtonClass} border-red-700 text-red-800`}>
                      <PowerOff aria-hidden="true" className="size-4" />
                      {t('deactivate')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
