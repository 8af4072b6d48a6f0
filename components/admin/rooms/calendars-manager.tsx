'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/ui/hooks';
import { inputClass, primaryButtonClass, smallButtonClass } from '@/components/ui/form-styles';
import { useActionResult } from '@/components/ui/use-action-result';
import { toast } from '@/components/ui/use-toast';
import { cardClass, TextControl } from '@/components/admin/content/form-controls';
import { Field, controlProps } from '@/components/reservation/field';
import { addIcalFeedAction, regenerateExportSecretAction, removeIcalFeedAction, syncRoomTypeFeedsAction } from '@/server/actions/admin-calendars';
import { icalFeedSchema, type IcalFeedInput } from '@/lib/ical-feeds';
import type { ActionResult } from '@/lib/action-result';

export interface CalendarFeedView {
  id: string;
  label: string;
  url: string;
  /** Formatted in the hotel's time zone, or null (never synced). */
  lastSynced: string | null;
  lastError: string | null;
  lastAttempt: string | null;
  blocks: number;
}

export interface RoomCalendarView {
  roomTypeId: string;
  name: string;
  apartments: number;
  /** Absolute address of the export feed. */
  exportUrl: string;
  feeds: CalendarFeedView[];
}

const SUGGESTIONS = ['booking', 'airbnb', 'expedia', 'decolar', 'google'] as const;

/** Per room type: its export address (copy, regenerate) and its imported OTA calendars (add, remove, sync now). */
export function CalendarsManager({ rooms }: { rooms: RoomCalendarView[] }) {
  const t = useTranslations('adminCalendars');
  if (rooms.length === 0) return <p className="text-earth-dark">{t('empty')}</p>;
  return (
    <div className="flex flex-col gap-6">
      <datalist id="ical-label-suggestions">
        {SUGGESTIONS.map((key) => (
          <option key={key} value={t(`labelSuggestions.${key}`)} />
        ))}
      </datalist>
      {rooms.map((room) => (
        <RoomCalendar key={room.roomTypeId} room={room} />
      ))}
    </div>
  );
}

function RoomCalendar({ room }: { room: RoomCalendarView }) {
  const t = useTranslations('adminCalendars');
  const hydrated = useHydrated();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const { run } = useActionResult({ titles: { failure: t('failed') }, unexpected: { title: t('failed') } });
  const headingId = `calendar-${room.roomTypeId}`;
  const exportId = `export-${room.roomTypeId}`;

  const act = (call: () => Promise<ActionResult>, success: string) =>
    startTransition(async () => {
      const result = await run(call, { success });
      if (result) router.refresh();
    });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(room.exportUrl);
      toast({ title: t('export.copied') });
    } catch {
      const input = document.getElementById(exportId) as HTMLInputElement | null;
      input?.select();
      toast({ title: t('export.copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby={headingId} className={cardClass} data-room-type={room.roomTypeId}>
      <h2 id={headingId} className="font-serif text-xl font-bold text-earth-dark">
        {room.name} <span className="text-base font-normal">· {t('apartments', { count: room.apartments })}</span>
      </h2>

      <h3 className="mt-4 font-semibold text-earth-dark">{t('export.title')}</h3>
      <Field id={exportId} label={t('export.label', { name: room.name })} hint={t('export.hint')} className="mt-2">
        <input id={exportId} readOnly value={room.exportUrl} aria-describedby={`${exportId}-hint`} className={`${inputClass} font-mono text-sm`} onFocus={(e) => e.currentTarget.select()} />
      </Field>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" onClick={copy} disabled={!hydrated} aria-label={t('export.copyNamed', { name: room.name })} className={`${smallButtonClass} border-primary bg-primary text-white`}>
          {t('export.copy')}
        </button>
        <button
          type="button"
          disabled={!hydrated || pending}
          aria-label={t('export.regenerateNamed', { name: room.name })}
          onClick={() => window.confirm(t('export.confirmRegenerate', { name: room.name })) && act(() => regenerateExportSecretAction({ roomTypeId: room.roomTypeId }), t('export.regenerated'))}
          className={`${smallButtonClass} border-earth-dark text-earth-dark`}
        >
          {t('export.regenerate')}
        </button>
      </div>

      <h3 className="mt-6 font-semibold text-earth-dark">{t('import.title')}</h3>
      {room.feeds.length === 0 ? (
        <p className="mt-2 text-earth-dark">{t('import.none')}</p>
      ) : (
        <ul aria-label={t('import.feedsOf', { name: room.name })} className="mt-2 flex flex-col gap-3">
          {room.feeds.map((feed) => (
            <li key={feed.id} data-feed={feed.label} className="rounded-xl border border-earth-light/60 bg-white p-3">
              <p className="font-semibold text-earth-dark">{feed.label}</p>
              <p className="text-sm text-earth-dark">
                <code className="[overflow-wrap:anywhere]">{feed.url}</code>
              </p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-earth-dark">
                <dt className="font-medium">{t('import.lastSync')}</dt>
                <dd data-testid="last-sync">{feed.lastSynced ?? t('import.never')}</dd>
                <dt className="font-medium">{t('import.blocks')}</dt>
                <dd data-testid="blocks">{t('import.blocksValue', { count: feed.blocks })}</dd>
                {feed.lastError && (
                  <>
                    <dt className="font-medium text-red-800">{t('import.lastError')}</dt>
                    <dd data-testid="last-error" className="text-red-800">
                      {feed.lastAttempt ? t('import.errorAt', { error: feed.lastError, at: feed.lastAttempt }) : feed.lastError}
                    </dd>
                  </>
                )}
              </dl>
              <button
                type="button"
                disabled={!hydrated || pending}
                aria-label={t('import.removeNamed', { label: feed.label, name: room.name })}
                onClick={() => window.confirm(t('import.confirmRemove', { label: feed.label })) && act(() => removeIcalFeedAction({ id: feed.id }), t('import.removed'))}
                className={`${smallButtonClass} mt-2 border-red-800 text-red-800`}
              >
                {t('import.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        disabled={!hydrated || pending || room.feeds.length === 0}
        aria-label={t('import.syncNamed', { name: room.name })}
        onClick={() => act(() => syncRoomTypeFeedsAction({ roomTypeId: room.roomTypeId }), t('import.syncDone'))}
        className={`${smallButtonClass} mt-3 border-primary bg-primary text-white`}
      >
        {pending ? t('import.syncing') : t('import.sync')}
      </button>

      <AddFeedForm room={room} />
    </section>
  );
}

function AddFeedForm({ room }: { room: RoomCalendarView }) {
  const t = useTranslations('adminCalendars');
  const hydrated = useHydrated();
  const router = useRouter();
  const [, startTransition] = useTransition();
  const empty: IcalFeedInput = { roomTypeId: room.roomTypeId, label: '', url: '' };
  const form = useForm<IcalFeedInput>({ resolver: zodResolver(icalFeedSchema) as never, defaultValues: empty });
  const { run } = useActionResult({ form, titles: { success: t('import.added'), failure: t('failed') }, unexpected: { title: t('failed') } });
  const formId = `add-feed-${room.roomTypeId}`;
  const errors = form.formState.errors;

  const onSubmit = async (values: IcalFeedInput) => {
    const result = await run(() => addIcalFeedAction(values));
    if (result?.ok) {
      form.reset(empty);
      startTransition(() => router.refresh());
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-labelledby={`${formId}-title`} className="mt-6 grid gap-4 md:grid-cols-[1fr_2fr_auto] md:items-end">
      <h3 id={`${formId}-title`} className="font-semibold text-earth-dark md:col-span-3">
        {t('import.addNamed', { name: room.name })}
      </h3>
      <input type="hidden" {...form.register('roomTypeId')} />
      <Field id={`${formId}-label`} label={t('fields.label')} error={errors.label?.message}>
        <input {...form.register('label')} {...controlProps(`${formId}-label`, { error: errors.label?.message })} list="ical-label-suggestions" autoComplete="off" className={inputClass} />
      </Field>
      <TextControl id={`${formId}-url`} label={t('fields.url')} type="url" inputMode="url" error={errors.url?.message} registration={form.register('url')} />
      <button type="submit" disabled={!hydrated || form.formState.isSubmitting} className={primaryButtonClass}>
        {form.formState.isSubmitting ? t('import.syncing') : t('import.add')}
      </button>
    </form>
  );
}
