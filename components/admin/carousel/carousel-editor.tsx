'use client';

import { useEffect, useRef, useState, useTransition } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { ArrowDown, ArrowUp, ExternalLink, RefreshCw, Trash2 } from 'lucide-react';
import {
  AUTOPLAY_DELAY_MIN,
  AUTOPLAY_DELAY_RECOMMENDED,
  AUTOPLAY_DELAY_STEP,
  CAROUSEL_ERROR_TITLE,
  CAROUSEL_FAILURES,
  LOCAL_CAROUSEL_SLOTS,
  carouselFailureText,
  carouselRefusal,
  carouselSettingsSchema,
  type CarouselEditorData,
  type CarouselEditorItem,
  type CarouselFailureKind,
  type CarouselOperation,
  type CarouselSettingsInput,
} from '@/lib/carousel';
import type { PickedMedia } from '@/lib/media';
import type { ActionResult } from '@/lib/action-result';
import {
  addCarouselItemAction,
  forceLocalCarouselAction,
  importSampleCarouselAction,
  loadCarouselAction,
  moveCarouselItemAction,
  removeCarouselItemAction,
  saveCarouselAction,
} from '@/server/actions/admin-carousel';
import { registerLocalAction } from '@/server/actions/admin-media';
import { Field, controlProps } from '@/components/reservation/field';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-styles';
import { useActionResult } from '@/components/ui/use-action-result';
import { toast } from '@/components/ui/use-toast';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { ItemButton, ItemSwitch } from '@/components/admin/editor';
import { cardClass, TextControl } from '@/components/admin/content/form-controls';

type Answer = ActionResult & { data?: CarouselEditorData };

const CONTENT_FIELDS = ['name', 'title', 'description'] as const;
const TAB_IDS = ['carousel-tab-content', 'carousel-tab-images', 'carousel-tab-settings'] as const;

/** A tab panel that names its tab from the server's HTML on (see components/auth/auth-tabs.tsx). */
function LabelledPanel({ tabId, ...props }: React.ComponentProps<'div'> & { tabId: string }) {
  return <div {...props} aria-labelledby={props['aria-labelledby'] ?? tabId} />;
}

const tabClass =
  'min-h-11 flex-1 cursor-pointer rounded-lg px-3 py-2 font-semibold text-earth-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[selected]:bg-white data-[selected]:text-primary data-[selected]:shadow-sm data-[hover]:text-primary';
const panelClass = 'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary';

/**
 * The editor of the accommodations carousel ('Carrossel de Acomodações Exclusivas'), on its own
 * screen and in the content screen's dialog. Reorder, add, remove, import and 'Forçar usar local'
 * are stored at once; the settings and each item's visibility are edited here and stored on Salvar.
 * `initial` null: the server could not load it (`loadError` says why), Recarregar tries again.
 */
export function CarouselEditor({ initial, loadError }: { initial: CarouselEditorData | null; loadError?: CarouselFailureKind }) {
  const t = useTranslations('adminCarousel');
  const [loaded, setLoaded] = useState(initial !== null);
  const [items, setItems] = useState<CarouselEditorItem[]>(initial?.items ?? []);
  const [storedItems, setStoredItems] = useState<CarouselEditorItem[]>(initial?.items ?? []);
  const [tab, setTab] = useState(0);
  const [pending, startTransition] = useTransition();
  const focusAfterMove = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
  const form = useForm<CarouselSettingsInput>({ resolver: zodResolver(carouselSettingsSchema) as never, defaultValues: initial?.settings });
  const { register, handleSubmit, formState, reset } = form;
  const actionResult = useActionResult({ form, titles: { failure: CAROUSEL_ERROR_TITLE } });
  const busy = pending || formState.isSubmitting;

  useEffect(() => {
    if (loadError) toast({ title: CAROUSEL_ERROR_TITLE, description: carouselFailureText('load', loadError), variant: 'destructive' });
  }, [loadError]);

  // After a move (the buttons are enabled again) the moved item keeps the focus: on the same
  // button, or the other one at an end of the list.
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || busy) return;
    focusAfterMove.current = null;
    const button = document.getElementById(`carousel-item-${target.id}-${target.direction}`) as HTMLButtonElement | null;
    const other = document.getElementById(`carousel-item-${target.id}-${target.direction === 'up' ? 'down' : 'up'}`);
    (button && !button.disabled ? button : other)?.focus();
  }, [items, busy]);

  /** The stored state of an answer; `keepVisibility`: the unsaved show/hide edits survive (reorder, add, remove). */
  const apply = (data: CarouselEditorData, { keepVisibility }: { keepVisibility: boolean }) => {
    setStoredItems(data.items);
    setItems((current) => {
      if (!keepVisibility) return data.items;
      const visibility = new Map(current.map((i) => [i.id, i.isActive]));
      return data.items.map((i) => ({ ...i, isActive: visibility.get(i.id) ?? i.isActive }));
    });
    if (!keepVisibility) reset(data.settings);
    setLoaded(true);
  };

  /** Calls an action; a call that never reached the server gets the operation's network failure. */
  const perform = async (operation: CarouselOperation, call: () => Promise<Answer>): Promise<Answer | null> => {
    let result: Answer;
    try {
      result = await call();
    } catch {
      toast({ title: CAROUSEL_ERROR_TITLE, description: carouselFailureText(operation, 'network'), variant: 'destructive' });
      return null;
    }
    actionResult.show(result);
    return result;
  };

  const run = (operation: CarouselOperation, call: () => Promise<Answer>, keepVisibility = true) =>
    startTransition(async () => {
      const result = await perform(operation, call);
      if (result?.ok && result.data) apply(result.data, { keepVisibility });
    });

  const reload = () => run('load', () => loadCarouselAction({}), false);

  /** Shows the tab of the first field in error (Conteúdo or Configurações). */
  const showTabOf = (errors: object) => {
    const first = Object.keys(errors)[0];
    if (first) setTab(CONTENT_FIELDS.includes(first as (typeof CONTENT_FIELDS)[number]) ? 0 : 2);
  };

  const save = handleSubmit(
    async (values) => {
      const result = await perform('save', () => saveCarouselAction({ ...values, items: items.map(({ id, isActive }) => ({ id, isActive })) }));
      if (result?.ok && result.data) apply(result.data, { keepVisibility: false });
      else if (result?.errors) showTabOf(result.errors);
    },
    (errors: FieldErrors<CarouselSettingsInput>) => {
      showTabOf(errors);
      toast({ title: CAROUSEL_ERROR_TITLE, description: carouselRefusal('save', Object.values(errors)[0]?.message ?? '').message, variant: 'destructive' });
    },
  );

  const registerLocal = () =>
    startTransition(async () => {
      let result: ActionResult;
      try {
        result = await registerLocalAction({});
      } catch {
        toast({ title: CAROUSEL_ERROR_TITLE, description: carouselFailureText('registerLocal', 'network'), variant: 'destructive' });
        return;
      }
      if (result.ok) actionResult.show(result);
      else {
        const message = result.message === CAROUSEL_FAILURES.noLocalImages ? carouselFailureText('noLocalImages', 'noLocal') : carouselRefusal('registerLocal', result.message ?? '').message;
        actionResult.show({ ...result, title: CAROUSEL_ERROR_TITLE, message });
      }
    });

  const forceLocal = () => {
    if (window.confirm(t('confirmForceLocal', { max: LOCAL_CAROUSEL_SLOTS }))) run('forceLocal', () => forceLocalCarouselAction({}));
  };

  const move = (item: CarouselEditorItem, direction: 'up' | 'down') => {
    focusAfterMove.current = { id: item.id, direction };
    run('reorder', () => moveCarouselItemAction({ id: item.id, direction }));
  };

  const remove = (item: CarouselEditorItem) => {
    if (window.confirm(t('confirmRemove', { name: item.title || item.media.name }))) run('remove', () => removeCarouselItemAction({ id: item.id }));
  };

  const add = (media: PickedMedia | null) => {
    if (media) run('add', () => addCarouselItemAction({ mediaId: media.id }));
  };

  const visibilityDirty = items.some((i) => storedItems.find((s) => s.id === i.id)?.isActive !== i.isActive);
  const dirty = formState.isDirty || visibilityDirty;
  const errors = formState.errors;

  const toolbar = (
    <div role="group" aria-label={t('actions.label')} className="mb-4 flex flex-wrap gap-2">
      <button type="button" onClick={reload} disabled={busy} className={secondaryButtonClass}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('actions.reload')}
      </button>
      <a href="/" target="_blank" rel="noopener" className={secondaryButtonClass}>
        <ExternalLink aria-hidden="true" className="size-4" />
        {t('actions.viewSite')}
        <span className="sr-only"> {t('actions.viewSiteHint')}</span>
      </a>
      {loaded && (
        <>
          <button type="button" onClick={() => void save()} disabled={busy} aria-busy={formState.isSubmitting} className={primaryButtonClass}>
            {t('actions.save')}
          </button>
          <button type="button" onClick={registerLocal} disabled={busy} className={secondaryButtonClass}>
            {t('actions.registerLocal')}
          </button>
          <button type="button" onClick={forceLocal} disabled={busy} className={secondaryButtonClass}>
            {t('actions.forceLocal')}
          </button>
        </>
      )}
    </div>
  );

  if (!loaded) {
    return (
      <div>
        {toolbar}
        <p role="alert" className={`${cardClass} text-earth-dark`}>
          {t('loadFailed')}
        </p>
      </div>
    );
  }

  const check = (name: 'isActive' | 'autoplay' | 'showDots' | 'showArrows', hint?: string) => (
    <div>
      <label htmlFor={`carousel-${name}`} className="flex min-h-12 cursor-pointer items-center gap-3 font-medium">
        <input
          id={`carousel-${name}`}
          type="checkbox"
          role="switch"
          {...register(name)}
          aria-describedby={hint ? `carousel-${name}-hint` : undefined}
          className="size-5 accent-primary"
        />
        {t(`fields.${name}`)}
      </label>
      {hint && (
        <p id={`carousel-${name}-hint`} className="text-sm">
          {hint}
        </p>
      )}
    </div>
  );

  return (
    <div>
      {toolbar}
      {dirty && (
        <p role="status" className="mb-4 rounded-xl border border-earth-medium/60 bg-earth-pale px-4 py-3 text-earth-dark">
          {t('unsaved')}
        </p>
      )}
      <div aria-busy={busy}>
        <TabGroup selectedIndex={tab} onChange={setTab}>
          <TabList aria-label={t('tabs.label')} className="mb-4 flex flex-wrap gap-1 rounded-xl bg-earth-pale p-1">
            <Tab id={TAB_IDS[0]} className={tabClass}>
              {t('tabs.content')}
            </Tab>
            <Tab id={TAB_IDS[1]} className={tabClass}>
              {t('tabs.images', { count: items.length })}
            </Tab>
            <Tab id={TAB_IDS[2]} className={tabClass}>
              {t('tabs.settings')}
            </Tab>
          </TabList>
          <TabPanels>
            <TabPanel as={LabelledPanel} tabId={TAB_IDS[0]} unmount={false} className={`${cardClass} flex flex-col gap-4 ${panelClass}`}>
              <TextControl id="carousel-name" label={t('fields.name')} error={errors.name?.message} registration={register('name')} />
              <TextControl id="carousel-title" label={t('fields.title')} hint={t('hints.title')} error={errors.title?.message} registration={register('title')} />
              <TextControl
                id="carousel-description"
                label={t('fields.description')}
                hint={t('hints.description')}
                multiline
                rows={3}
                error={errors.description?.message}
                registration={register('description')}
              />
            </TabPanel>

            <TabPanel as={LabelledPanel} tabId={TAB_IDS[1]} unmount={false} className={`flex flex-col gap-4 ${panelClass}`}>
              <div className={`${cardClass} flex flex-wrap items-center justify-between gap-3`}>
                <h2 id="carousel-items-title" className="font-serif text-xl font-bold text-earth-dark">
                  {t('items.heading')}
                </h2>
                <MediaPicker label={t('items.add')} value={null} onChange={add} />
              </div>
              {items.length === 0 ? (
                <div className={cardClass}>
                  <p className="font-semibold text-earth-dark">{t('items.empty')}</p>
                  <p className="mt-1 text-earth-dark">{t('items.emptyHint')}</p>
                  <button type="button" onClick={() => run('importSample', () => importSampleCarouselAction({}))} disabled={busy} className={`${primaryButtonClass} mt-4`}>
                    {t('actions.importSample')}
                  </button>
                </div>
              ) : (
                <ol className="flex flex-col gap-3" aria-labelledby="carousel-items-title">
                  {items.map((item, index) => {
                    const name = item.title || item.media.name;
                    return (
                      <li key={item.id} data-testid="carousel-item" className={`${cardClass} flex flex-col gap-3 !p-3 sm:flex-row sm:items-center`}>
                        {/* eslint-disable-next-line @next/next/no-img-element -- library files of any size and origin, shown as stored */}
                        <img
                          src={item.media.thumbUrl}
                          alt={item.media.alt}
                          loading="lazy"
                          decoding="async"
                          className={`aspect-[4/3] w-full rounded-xl bg-earth-pale object-cover sm:w-40 ${item.isActive ? '' : 'opacity-50'}`}
                        />
                        <div className="min-w-0 flex-1">
                          <p className="text-sm text-earth-dark">{t('items.position', { position: index + 1 })}</p>
                          <h3 className="font-semibold break-words text-earth-dark">{name}</h3>
                          <p className="text-sm text-earth-dark">{item.isActive ? t('items.visible') : t('items.hidden')}</p>
                        </div>
                        <div className="flex flex-wrap items-center gap-2">
                          <ItemSwitch
                            label={t('items.showNamed', { name })}
                            text={t('items.show')}
                            checked={item.isActive}
                            onChange={(checked) => setItems((list) => list.map((i) => (i.id === item.id ? { ...i, isActive: checked } : i)))}
                          />
                          <ItemButton id={`carousel-item-${item.id}-up`} label={t('items.moveUpNamed', { name })} icon={ArrowUp} disabled={busy || index === 0} onClick={() => move(item, 'up')}>
                            {t('items.moveUp')}
                          </ItemButton>
                          <ItemButton id={`carousel-item-${item.id}-down`} label={t('items.moveDownNamed', { name })} icon={ArrowDown} disabled={busy || index === items.length - 1} onClick={() => move(item, 'down')}>
                            {t('items.moveDown')}
                          </ItemButton>
                          <ItemButton label={t('items.removeNamed', { name })} icon={Trash2} tone="danger" disabled={busy} onClick={() => remove(item)}>
                            {t('items.remove')}
                          </ItemButton>
                        </div>
                      </li>
                    );
                  })}
                </ol>
              )}
            </TabPanel>

            <TabPanel as={LabelledPanel} tabId={TAB_IDS[2]} unmount={false} className={`${cardClass} flex flex-col gap-3 ${panelClass}`}>
              {check('isActive', t('hints.isActive'))}
              {check('autoplay')}
              <Field
                id="carousel-autoplayDelay"
                label={t('fields.autoplayDelay')}
                hint={t('hints.autoplayDelay', { min: AUTOPLAY_DELAY_MIN, step: AUTOPLAY_DELAY_STEP, from: AUTOPLAY_DELAY_RECOMMENDED[0], to: AUTOPLAY_DELAY_RECOMMENDED[1] })}
                error={errors.autoplayDelay?.message}
              >
                <input
                  type="number"
                  inputMode="numeric"
                  min={AUTOPLAY_DELAY_MIN}
                  step={AUTOPLAY_DELAY_STEP}
                  {...register('autoplayDelay')}
                  {...controlProps('carousel-autoplayDelay', { error: errors.autoplayDelay?.message, hint: true })}
                  className={`${inputClass} max-w-60`}
                />
              </Field>
              {check('showDots')}
              {check('showArrows')}
            </TabPanel>
          </TabPanels>
        </TabGroup>
      </div>
    </div>
  );
}
