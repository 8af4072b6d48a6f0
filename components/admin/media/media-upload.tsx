'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Camera, Upload, X } from 'lucide-react';
import { inputClass } from '@/components/ui/form-styles';
import { MEDIA_CATEGORIES, MEDIA_CONCURRENCY, MEDIA_MAX_BYTES, pickedMedia, type MediaCategory, type PickedMedia } from '@/lib/media';
import { cardClass } from '../content/form-controls';

type Status = 'queued' | 'sending' | 'processing' | 'done' | 'error' | 'canceled';

interface Job {
  key: string;
  file: File;
  category: MediaCategory;
  status: Status;
  loaded: number;
  error?: string;
}

const ENDPOINT = '/api/admin/media';

/**
 * Several photos at once (picker, the phone's camera, or dropped): each one posted as raw bytes to
 * the upload route by an XMLHttpRequest, whose upload progress is the bar; then 'processando' until
 * the server answers. At most MEDIA_CONCURRENCY at a time; each can be cancelled.
 * In the library every category can be chosen and the list refreshes after; in the picker the
 * category is gallery only and each stored image is handed to `onUploaded`.
 */
export function MediaUpload({
  categories = MEDIA_CATEGORIES,
  onUploaded,
}: {
  categories?: readonly MediaCategory[];
  onUploaded?: (media: PickedMedia) => void;
}) {
  const t = useTranslations('adminMedia');
  const router = useRouter();
  const inputId = useId();
  const [category, setCategory] = useState<MediaCategory>(categories.includes('gallery') ? 'gallery' : categories[0]!);
  const [jobs, setJobs] = useState<Job[]>([]);
  const [dragging, setDragging] = useState(false);
  const requests = useRef(new Map<string, XMLHttpRequest>());
  const waiting = useRef<Job[]>([]);
  const uploadedSinceRefresh = useRef(false);

  const patch = (key: string, change: Partial<Job>) => setJobs((all) => all.map((j) => (j.key === key ? { ...j, ...change } : j)));

  const add = (files: FileList | File[]) => {
    const fresh = [...files].map((file) => ({ key: `${Date.now()}-${Math.random()}`, file, category, status: 'queued' as const, loaded: 0 }));
    if (!fresh.length) return;
    setJobs((all) => [...all.filter((j) => j.status !== 'done' && j.status !== 'canceled'), ...fresh]);
    waiting.current.push(...fresh);
    pump();
  };

  /** Starts waiting jobs while fewer than MEDIA_CONCURRENCY are under way; refreshes the library once all are over. */
  const pump = () => {
    while (requests.current.size < MEDIA_CONCURRENCY && waiting.current.length) start(waiting.current.shift()!);
    if (requests.current.size === 0 && uploadedSinceRefresh.current) {
      uploadedSinceRefresh.current = false;
      router.refresh();
    }
  };

  const pick = (e: React.ChangeEvent<HTMLInputElement>) => {
    if (e.target.files) add(e.target.files);
    e.target.value = '';
  };

  const start = (job: Job) => {
    const xhr = new XMLHttpRequest();
    requests.current.set(job.key, xhr);
    const finish = (change: Partial<Job>) => {
      requests.current.delete(job.key);
      patch(job.key, change);
      pump();
    };
    patch(job.key, { status: 'sending' });
    xhr.upload.onprogress = (e) => patch(job.key, { loaded: e.loaded });
    xhr.upload.onload = () => patch(job.key, { status: 'processing', loaded: job.file.size });
    xhr.onload = () => {
      if (xhr.status === 201) {
        if (onUploaded) onUploaded(pickedMedia((JSON.parse(xhr.responseText) as { media: Parameters<typeof pickedMedia>[0] }).media));
        else uploadedSinceRefresh.current = true;
        return finish({ status: 'done' });
      }
      let reason = t('upload.network');
      try {
        reason = (JSON.parse(xhr.responseText) as { message?: string }).message || reason;
      } catch {
        // not JSON: a proxy's page; the generic reason stays
      }
      finish({ status: 'error', error: reason });
    };
    xhr.onerror = () => finish({ status: 'error', error: t('upload.network') });
    xhr.onabort = () => finish({ status: 'canceled' });
    xhr.open('POST', `${ENDPOINT}?${new URLSearchParams({ category: job.category, fileName: job.file.name })}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.send(job.file);
  };

  useEffect(() => {
    const open = requests.current;
    return () => open.forEach((xhr) => xhr.abort());
  }, []);

  const cancel = (job: Job) => {
    const xhr = requests.current.get(job.key);
    if (xhr) return xhr.abort();
    waiting.current = waiting.current.filter((j) => j.key !== job.key);
    patch(job.key, { status: 'canceled' });
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className={cardClass}>
      <h2 id={`${inputId}-title`} className="font-serif text-xl font-bold text-earth-dark">
        {t('upload.title')}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,16rem)_1fr]">
        <div>
          <label htmlFor={`${inputId}-category`} className="mb-1 block font-medium">
            {t('upload.category')}
          </label>
          <select id={`${inputId}-category`} value={category} onChange={(e) => setCategory(e.target.value as MediaCategory)} className={inputClass}>
            {categories.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            add([...e.dataTransfer.files].filter((f) => f.type.startsWith('image/') || f.type === ''));
          }}
          className={`flex flex-wrap items-center justify-center gap-2 rounded-xl border-2 border-dashed p-4 text-center ${dragging ? 'border-primary bg-earth-pale' : 'border-earth-medium/60'}`}
        >
          <label
            htmlFor={inputId}
            className="inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-xl bg-primary px-5 font-semibold text-white hover:bg-earth-rich has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary"
          >
            <Upload aria-hidden="true" className="size-5" />
            {t('upload.choose')}
            <input
              id={inputId}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              aria-describedby={`${inputId}-limit`}
              className="sr-only"
              onChange={pick}
            />
          </label>
          <label
            htmlFor={`${inputId}-camera`}
            className="inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border-2 border-primary bg-white px-5 font-semibold text-primary hover:bg-earth-pale has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary"
          >
            <Camera aria-hidden="true" className="size-5" />
            {t('upload.camera')}
            <input id={`${inputId}-camera`} type="file" accept="image/*" capture="environment" className="sr-only" onChange={pick} />
          </label>
          <p className="w-full text-sm text-earth-dark">{t('upload.drop')}</p>
          <p id={`${inputId}-limit`} className="w-full text-sm text-earth-dark">
            {t('upload.limit', { mb: MEDIA_MAX_BYTES / 1024 / 1024 })}
          </p>
        </div>
      </div>
      {jobs.length > 0 && (
        <ul className="mt-4 flex flex-col gap-3" aria-label={t('upload.list')}>
          {jobs.map((job) => (
            <UploadRow key={job.key} job={job} onCancel={() => cancel(job)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function UploadRow({ job, onCancel }: { job: Job; onCancel: () => void }) {
  const t = useTranslations('adminMedia.upload');
  const percent = job.file.size ? Math.min(100, Math.round((job.loaded / job.file.size) * 100)) : 0;
  const running = job.status === 'queued' || job.status === 'sending' || job.status === 'processing';
  const statusText = {
    queued: t('queued'),
    sending: t('sending', { percent }),
    processing: t('processing'),
    done: t('done'),
    canceled: t('canceled'),
    error: t('failedTitle'),
  }[job.status];
  return (
    <li className="rounded-xl border border-earth-light/60 bg-white p-3" data-testid="media-upload-row" data-status={job.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 break-all font-medium text-earth-dark">{job.file.name}</span>
        {running && (
          <button
            type="button"
            onClick={onCancel}
            aria-label={t('cancelNamed', { name: job.file.name })}
            className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-xl border-2 border-red-700 px-3 text-sm font-semibold text-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <X aria-hidden="true" className="size-4" />
            {t('cancel')}
          </button>
        )}
      </div>
      {/* Without a value the bar is indeterminate: the server is processing. */}
      {(job.status === 'sending' || job.status === 'processing') && (
        <progress
          className="mt-2 h-3 w-full accent-primary"
          aria-label={t('progress', { name: job.file.name })}
          max={job.file.size || 1}
          {...(job.status === 'sending' ? { value: job.loaded } : {})}
        />
      )}
      <p role="status" className={`mt-1 text-sm ${job.status === 'error' ? 'font-medium text-red-700' : 'text-earth-dark'}`}>
        {statusText}
        {job.error && `: ${job.error}`}
      </p>
    </li>
  );
}
