'use client';

import { useHydrated } from '@/components/ui/hooks';
import { useState, useTransition, type FormEventHandler, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { LucideIcon } from 'lucide-react';
import { primaryButtonClass, secondaryButtonClass, smallButtonClass } from '@/components/ui/form-styles';
import { cardClass } from '@/components/admin/content/form-controls';
import { useActionResult } from '@/components/ui/use-action-result';
import type { ActionResult } from '@/lib/action-result';

/*
 * The shape every list editor of the admin shares (videos, apartments, services, menu…): a form card
 * that adds an item or edits the one chosen, beside the list of items, each with its buttons.
 */

/**
 * The logic of a list editor. Which item the form edits: `startEdit` fills the form with it and brings
 * the form into view, `stopEdit` empties it (`onShow` resets what the form holds outside
 * react-hook-form, such as photos). `onSubmit` saves (`save` gets the item edited, or null for a new
 * one) and, saved, empties the form and refreshes the list; a refusal shows as toast and field errors,
 * and goes to `onRefused`. `act` runs a list action (toggle, move, delete…) the same way.
 */
export function useListEditor<Item, Values extends FieldValues>({
  form,
  empty,
  toForm,
  idPrefix,
  firstField,
  onShow,
  titles,
  save,
  onRefused,
}: {
  form: UseFormReturn<Values>;
  empty: Values;
  toForm: (item: Item) => Values;
  idPrefix: string;
  firstField: string;
  onShow?: (item: Item | null) => void;
  titles: { saved: string; failed: string };
  save: (values: Values, editing: Item | null) => Promise<ActionResult>;
  onRefused?: (result: ActionResult) => void;
}) {
  const router = useRouter();
  const [editing, setEditing] = useState<Item | null>(null);
  const [pending, startTransition] = useTransition();
  const { run } = useActionResult({ form, titles: { success: titles.saved, failure: titles.failed }, unexpected: { title: titles.failed } });

  const show = (item: Item | null) => {
    setEditing(item);
    onShow?.(item);
    form.reset(item ? toForm(item) : empty);
  };
  const startEdit = (item: Item) => {
    show(item);
    document.getElementById(`${idPrefix}-form-title`)?.scrollIntoView({ block: 'start' });
    document.getElementById(`${idPrefix}-${firstField}`)?.focus();
  };
  const stopEdit = () => show(null);
  const refresh = () => startTransition(() => router.refresh());

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await run(() => save(values, editing));
    if (result?.ok) {
      stopEdit();
      refresh();
    } else if (result) onRefused?.(result);
  });

  /** A list action: its own toast titles; the list refreshed when it worked; `after` sees the answer. */
  const act = (call: () => Promise<ActionResult>, actionTitles?: { success?: string; failure?: string }, after?: (result: ActionResult | null) => void) =>
    startTransition(async () => {
      const result = await run(call, actionTitles);
      if (result?.ok) router.refresh();
      after?.(result);
    });

  return { editing, show, startEdit, stopEdit, onSubmit, pending, act, refresh };
}

export function EditorLayout({ formWidth = '26rem', children }: { formWidth?: '26rem' | '30rem'; children: ReactNode }) {
  return <div className={`grid gap-6 ${formWidth === '26rem' ? 'xl:grid-cols-[minmax(0,26rem)_1fr]' : 'xl:grid-cols-[minmax(0,30rem)_1fr]'}`}>{children}</div>;
}

/** A refusal that names more than a toast can hold (dates, someone else's save), kept on screen. */
export function EditorAlert({ title, message, className = '' }: { title: string; message: string; className?: string }) {
  if (!message) return null;
  return (
    <div role="alert" className={`rounded-xl border-2 border-red-700 bg-red-50 p-3 text-sm text-red-900 ${className}`}>
      <p className="font-semibold">{title}</p>
      <p>{message}</p>
    </div>
  );
}

/** The form card: its title, an optional alert, the fields, and Save (+ Cancel while editing). */
export function EditorForm({
  idPrefix,
  title,
  alert,
  onSubmit,
  submitting,
  saveLabel,
  cancelLabel,
  onCancel,
  children,
}: {
  idPrefix: string;
  title: string;
  alert?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  saveLabel: string;
  cancelLabel: string;
  /** Shown while an item is being edited. */
  onCancel?: () => void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const titleId = `${idPrefix}-form-title`;
  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="font-serif text-xl font-bold text-earth-dark">
        {title}
      </h2>
      {alert}
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="mt-4 flex flex-col gap-4">
        {children}
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={!hydrated || submitting} className={primaryButtonClass}>
            {saveLabel}
          </button>
          {onCancel && (
            <button type="button" onClick={onCancel} className={secondaryButtonClass}>
              {cancelLabel}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

/** The list beside the form: a title, an optional alert, and the items or the empty text. */
export function EditorList({
  idPrefix,
  title,
  alert,
  empty,
  isEmpty,
  children,
}: {
  idPrefix: string;
  title: string;
  alert?: ReactNode;
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  const titleId = `${idPrefix}-list-title`;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-3 font-serif text-xl font-bold text-earth-dark">
        {title}
      </h2>
      {alert}
      {isEmpty ? <p className="text-earth-dark">{empty}</p> : children}
    </section>
  );
}

const TONES = {
  primary: 'border-primary text-primary',
  neutral: 'border-earth-dark text-earth-dark',
  danger: 'border-red-700 text-red-800',
};

/** A small button of a list item; `label` names the item for screen readers ('Editar Suíte Luxo'). */
export function ItemButton({
  label,
  icon: Icon,
  tone = 'primary',
  onClick,
  disabled,
  id,
  children,
}: {
  label: string;
  icon?: LucideIcon;
  tone?: keyof typeof TONES;
  onClick: () => void;
  disabled?: boolean;
  id?: string;
  children?: ReactNode;
}) {
  return (
    <button id={id} type="button" disabled={disabled} onClick={onClick} aria-label={label} className={`${smallButtonClass} ${TONES[tone]}`}>
      {Icon && <Icon aria-hidden="true" className="size-4" />}
      {children}
    </button>
  );
}

/** A list item's on/off switch ('Ativo'), named for screen readers by `label`. */
export function ItemSwitch({ label, text, checked, onChange, disabled }: { label: string; text: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
      <input type="checkbox" role="switch" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} aria-label={label} className="size-5 accent-primary" />
      {text}
    </label>
  );
}
