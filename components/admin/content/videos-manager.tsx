'use client';

import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Pencil, Trash2 } from 'lucide-react';
import { EMPTY_VIDEO_FORM, VIDEO_SECTIONS, videoSchema, type VideoFormInput } from '@/lib/video-schema';
import { parseYoutubeId } from '@/lib/youtube';
import { Field, controlProps } from '@/components/reservation/field';
import { inputClass } from '@/components/ui/form-styles';
import { deleteVideoAction, saveVideo, toggleVideoAction } from '@/server/actions/admin-videos';
import type { AdminVideo } from '@/server/videos';
import { EditorForm, EditorLayout, EditorList, ItemButton, ItemSwitch, useListEditor } from '@/components/admin/editor';
import { cardClass, TextControl } from './form-controls';
import { VideoThumbnail } from './video-thumbnail';

function toForm(v: AdminVideo): VideoFormInput {
  return { title: v.title, description: v.description, youtubeUrl: v.youtubeUrl, section: v.section, backgroundColor: v.backgroundColor, sortOrder: v.sortOrder, isActive: v.isActive };
}

/** The videos of the site: a form to add or edit one, and the list (order, active switch, soft delete). */
export function VideosManager({ videos }: { videos: AdminVideo[] }) {
  const t = useTranslations('adminContent.videos');
  const form = useForm<VideoFormInput>({ resolver: zodResolver(videoSchema) as never, defaultValues: EMPTY_VIDEO_FORM });
  const { register, formState, setValue, control } = form;
  const [youtubeUrl = '', color = '', title = ''] = useWatch({ control, name: ['youtubeUrl', 'backgroundColor', 'title'] });
  const previewId = parseYoutubeId(youtubeUrl);
  const { editing, startEdit, stopEdit, onSubmit, pending, act } = useListEditor({
    form,
    empty: EMPTY_VIDEO_FORM,
    toForm,
    idPrefix: 'video',
    firstField: 'title',
    titles: { saved: t('saved'), failed: t('failed') },
    save: (values, video: AdminVideo | null) => saveVideo({ ...values, id: video?.id ?? null }),
  });

  const remove = (video: AdminVideo) => {
    if (window.confirm(t('confirmDelete', { title: video.title }))) act(() => deleteVideoAction({ id: video.id }), { success: t('deleted') });
  };

  return (
    <EditorLayout>
      <EditorForm
        idPrefix="video"
        title={editing ? t('edit') : t('add')}
        onSubmit={onSubmit}
        submitting={formState.isSubmitting}
        saveLabel={t('save')}
        cancelLabel={t('cancelEdit')}
        onCancel={editing ? stopEdit : undefined}
      >
        <TextControl id="video-title" label={t('fields.title')} error={formState.errors.title?.message} registration={register('title')} />
        <TextControl
          id="video-youtubeUrl"
          label={t('fields.youtubeUrl')}
          type="url"
          inputMode="url"
          hint={t('hints.youtubeUrl')}
          error={formState.errors.youtubeUrl?.message}
          placeholder="https://www.youtube.com/watch?v=…"
          registration={register('youtubeUrl')}
        />
        {previewId && <VideoThumbnail youtubeId={previewId} alt={t('thumbnail', { title: title || previewId })} unavailable={t('noThumbnail')} />}
        <TextControl id="video-description" label={t('fields.description')} multiline rows={3} error={formState.errors.description?.message} registration={register('description')} />
        <Field id="video-section" label={t('fields.section')} error={formState.errors.section?.message}>
          <select {...register('section')} {...controlProps('video-section', { error: formState.errors.section?.message })} className={inputClass}>
            {VIDEO_SECTIONS.map((s) => (
              <option key={s} value={s}>
                {t(`sections.${s}`)}
              </option>
            ))}
          </select>
        </Field>
        <div className="flex items-end gap-3">
          <div className="min-w-0 flex-1">
            <TextControl
              id="video-backgroundColor"
              label={t('fields.backgroundColor')}
              hint={t('hints.backgroundColor')}
              error={formState.errors.backgroundColor?.message}
              placeholder="#F5F0E8"
              registration={register('backgroundColor')}
            />
          </div>
          <input
            type="color"
            aria-label={t('pickColor')}
            value={/^#[0-9a-f]{6}$/i.test(color) ? color : '#f5f0e8'}
            onChange={(e) => setValue('backgroundColor', e.target.value, { shouldDirty: true })}
            className="mb-7 h-12 w-14 cursor-pointer rounded-xl border border-earth-medium/60 bg-white"
          />
        </div>
        <TextControl
          id="video-sortOrder"
          label={t('fields.sortOrder')}
          inputMode="numeric"
          hint={t('hints.sortOrder')}
          error={formState.errors.sortOrder?.message}
          registration={register('sortOrder')}
        />
        <label htmlFor="video-isActive" className="flex min-h-12 cursor-pointer items-center gap-3 font-medium">
          <input id="video-isActive" type="checkbox" role="switch" {...register('isActive')} className="size-5 accent-primary" />
          {t('fields.isActive')}
        </label>
      </EditorForm>

      <EditorList idPrefix="video" title={t('list')} empty={t('empty')} isEmpty={videos.length === 0}>
        <ul className="grid gap-4 sm:grid-cols-2" aria-busy={pending}>
          {videos.map((video) => (
            <li key={video.id} className={`${cardClass} flex flex-col gap-3`} data-testid="admin-video">
              <VideoThumbnail youtubeId={video.youtubeId} alt={t('thumbnail', { title: video.title })} unavailable={t('noThumbnail')} />
              <div>
                <h3 className="font-semibold text-earth-dark">{video.title}</h3>
                <p className="text-sm text-earth-dark">
                  {t(`sections.${video.section}`)} · {t('order', { order: video.sortOrder })} · {video.isActive ? t('active') : t('inactive')}
                </p>
                {video.backgroundColor && (
                  <p className="mt-1 flex items-center gap-2 text-sm text-earth-dark">
                    <span aria-hidden="true" className="size-4 rounded border border-earth-dark/30" style={{ background: video.backgroundColor }} />
                    {video.backgroundColor}
                  </p>
                )}
              </div>
              <div className="mt-auto flex flex-wrap items-center gap-2">
                <ItemSwitch label={t('toggle', { title: video.title })} text={t('active')} checked={video.isActive} disabled={pending} onChange={() => act(() => toggleVideoAction({ id: video.id }), { success: t('toggled') })} />
                <ItemButton label={t('editNamed', { title: video.title })} icon={Pencil} onClick={() => startEdit(video)}>
                  {t('edit')}
                </ItemButton>
                {video.isActive && (
                  <ItemButton label={t('deleteNamed', { title: video.title })} icon={Trash2} tone="danger" disabled={pending} onClick={() => remove(video)}>
                    {t('delete')}
                  </ItemButton>
                )}
              </div>
            </li>
          ))}
        </ul>
      </EditorList>
    </EditorLayout>
  );
}
