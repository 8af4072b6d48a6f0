'use client';

import { useActionState, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ContactFormValues } from '@/lib/contact-schema';
import type { Toast } from '@/lib/guest-requests';
import { toast } from '@/components/ui/use-toast';
import { reportRequestFailed } from '@/components/ui/use-action-result';
import { postContactFormAction } from '@/server/actions/guest-requests';
import { ContactFormView, type ContactFormLabels, type ContactMaxLengths } from './contact-form-view';
import type { ContactFormClient as InteractiveForm, ContactFormStart } from './contact-form-client';

/** Where the form posts before its script runs (the home page, back at the form). */
const CONTACT_FORM_PAGE = '/#contato';

/** The form loads its validation (react-hook-form, zod) this far before it scrolls into view. */
const LOAD_MARGIN = '200px';

/**
 * Renders the contact form's markup at once and swaps in the interactive form (react-hook-form and
 * zod, kept out of the page's first load) when the form nears the viewport or is used, keeping
 * whatever was typed, the focused field and a pending submit. Sent before the script runs (or
 * without JavaScript), the form posts to the server action and the page it gets back shows the answer.
 */
export function ContactFormLoader({ labels, maxLength, failed }: { labels: ContactFormLabels; maxLength: ContactMaxLengths; failed: Toast }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [Form, setForm] = useState<{ component: typeof InteractiveForm; start: ContactFormStart } | null>(null);
  const loading = useRef(false);
  const submitRequested = useRef(false);
  const [posted, postAction] = useActionState(postContactFormAction, null, CONTACT_FORM_PAGE);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./contact-form-client').then(({ ContactFormClient }) => {
      const data = formRef.current ? new FormData(formRef.current) : new FormData();
      const values = Object.fromEntries([...data.entries()].map(([name, value]) => [name, String(value)])) as Partial<ContactFormValues>;
      const active = document.activeElement;
      const focusId = active instanceof HTMLElement && formRef.current?.contains(active) ? active.id : undefined;
      // In this same task: a key typed between reading the fields and the swap would go to the old field and be lost.
      flushSync(() => setForm({ component: ContactFormClient, start: { values, focusId, submit: submitRequested.current } }));
    }).catch(() => {
      // Offline or a failed chunk: try again on the next focus or submit, and say so if one is waiting.
      loading.current = false;
      if (submitRequested.current && !reportRequestFailed()) {
        toast({ title: failed.title, description: failed.message, variant: 'destructive' });
      }
    });
  }, [failed]);

  useEffect(() => {
    const form = formRef.current;
    if (!form || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        load();
      }
    }, { rootMargin: LOAD_MARGIN });
    observer.observe(form);
    return () => observer.disconnect();
  }, [load]);

  if (Form) return <Form.component labels={labels} maxLength={maxLength} start={Form.start} />;
  return (
    <ContactFormView
      labels={labels}
      maxLength={maxLength}
      formRef={formRef}
      action={postAction}
      answer={posted ? { ok: posted.ok, title: posted.title ?? '', message: posted.message ?? '' } : undefined}
      errors={posted && !posted.ok ? posted.errors : undefined}
      control={(name) => ({ name, defaultValue: name === 'website' ? undefined : posted?.values[name] })}
      onFocusCapture={load}
      onSubmit={(event) => {
        event.preventDefault();
        submitRequested.current = true;
        load();
      }}
    />
  );
}
