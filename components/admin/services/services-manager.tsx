'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { ArrowDown, ArrowUp, Calendar, Car, Coffee, House, Pencil, Phone, PowerOff, Users, Waves, Wifi, type LucideIcon } from 'lucide-react';
import { Field, controlProps } from '@/components/reservation/field';
import { inputClass } from '@/components/ui/form-styles';
import { cardClass, TextControl } from '@/components/admin/content/form-controls';
import { EditorForm, EditorLayout, EditorList, ItemButton, useListEditor } from '@/components/admin/editor';
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
  const [photos, setPhotos] = useState<PhotoValue>(NO_PHOTOS);
  const form = useForm<ServiceFormInput>({ resolver: zodResolver(serviceSchema, undefined, { raw: true }) as never, defaultValues: EMPTY_SERVICE_FORM });
  const { register, formState } = form;
  const errors = formState.errors;
  const { editing, startEdit, stopEdit, onSubmit, pending, act } = useListEditor({
    form,
    empty: EMPTY_SERVICE_FORM,
    toForm,
    idPrefix: 'service',
    firstField: 'title',
    onShow: (service: AdminService | null) => setPhotos(service ? { featured: service.featured, gallery: service.gallery } : NO_PHOTOS),
    titles: { saved: t('saved'), failed: t('failed') },
    save: (values, service) => saveServiceAction({ ...values, ...photoIds(photos), id: service?.id ?? null }),
  });

  const move = (index: number, by: -1 | 1) => {
    const ids = moveItem(services, index, by).map((s) => s.id);
    const moved = services[index]!;
    // The moved service keeps the focus on its own button, now in its new place.
    act(() => reorderServicesAction({ ids }), { success: t('reordered'), failure: t('reorderFailed') }, () =>
      requestAnimationFrame(() => document.getElementById(`service-${moved.id}-${by < 0 ? 'up' : 'down'}`)?.focus()),
    );
  };

  const deactivate = (service: AdminService) => {
    if (!window.confirm(t('confirmDeactivate', { title: service.title }))) return;
    act(() => deactivateServiceAction({ id: service.id }), { success: t('deactivated') }, (result) => {
      if (result?.ok && editing?.id === service.id) stopEdit();
    });
  };

  return (
    <EditorLayout formWidth="30rem">
      <EditorForm
        idPrefix="service"
        title={editing ? t('editNamed', { title: editing.title }) : t('add')}
        onSubmit={onSubmit}
        submitting={formState.isSubmitting}
        saveLabel={t('save')}
        cancelLabel={t('cancelEdit')}
        onCancel={editing ? stopEdit : undefined}
      >
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
      </EditorForm>

      <EditorList idPrefix="service" title={t('list')} empty={t('empty')} isEmpty={services.length === 0}>
        <ol className="flex flex-col gap-3" aria-busy={pending}>
          {services.map((service, index) => {
            const Icon = ICONS[service.icon];
            return (
              <li key={service.id} className={`${cardClass} flex flex-wrap items-center gap-3`} data-testid="admin-service">
                <span className="w-8 text-lg font-bold text-primary tabular-nums">{t('position', { index: index + 1 })}</span>
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <h3 className="min-w-0 flex-1 font-semibold break-words text-earth-dark">{service.title}</h3>
                <div className="flex flex-wrap gap-2">
                  <ItemButton id={`service-${service.id}-up`} label={t('moveUp', { title: service.title })} icon={ArrowUp} disabled={pending || index === 0} onClick={() => move(index, -1)} />
                  <ItemButton
                    id={`service-${service.id}-down`}
                    label={t('moveDown', { title: service.title })}
                    icon={ArrowDown}
                    disabled={pending || index === services.length - 1}
                    onClick={() => move(index, 1)}
                  />
                  <ItemButton label={t('editNamed', { title: service.title })} icon={Pencil} onClick={() => startEdit(service)}>
                    {t('editButton')}
                  </ItemButton>
                  <ItemButton label={t('deactivateNamed', { title: service.title })} icon={PowerOff} tone="danger" disabled={pending} onClick={() => deactivate(service)}>
                    {t('deactivate')}
                  </ItemButton>
                </div>
              </li>
            );
          })}
        </ol>
      </EditorList>
    </EditorLayout>
  );
}
