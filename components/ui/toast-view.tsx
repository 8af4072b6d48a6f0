'use client';

import { Icon } from '@/components/ui/icon';
import { dismissToast, type ToastItem } from './use-toast';

const VARIANT_CLASS = {
  default: 'border-earth-light bg-white text-earth-dark',
  destructive: 'border-red-800 bg-red-700 text-white',
} as const;

/** A toast's box: title, description and its dismiss button (a plain function: it holds no state). */
export function toastContent(toast: ToastItem, dismissLabel: string) {
  return (
    <div
      key={toast.id}
      data-variant={toast.variant}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-xl ${VARIANT_CLASS[toast.variant]}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={dismissLabel}
        className="-m-2 flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current"
      >
        <Icon name="x" className="size-5" />
      </button>
    </div>
  );
}
