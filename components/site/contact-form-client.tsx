'use client';

import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_FIELDS, EMPTY_CONTACT_FORM, contactSchema, type ContactField, type ContactFormValues } from '@/lib/contact-schema';
import { GUEST_REQUEST_TOASTS } from '@/lib/guest-requests';
import { useActionResult } from '@/components/ui/use-action-result';
import { sendContactAction } from '@/server/actions/guest-requests';
import { ContactFormView, type ContactFormLabels, type ContactMaxLengths } from './contact-form-view';

/** The state the server-rendered form was in when this one replaced it. */
export interface ContactFormStart {
  values: Partial<ContactFormValues>;
  focusId?: string;
  submit: boolean;
}

/** The interactive contact form: the shared schema, the server action, the spec's toasts; cleared on success. */
export function ContactFormClient({ labels, maxLength, start }: { labels: ContactFormLabels; maxLength: ContactMaxLengths; start: ContactFormStart }) {
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: { ...EMPTY_CONTACT_FORM, ...start.values },
    // Errors show on submit; editing a field clears its own.
    reValidateMode: 'onSubmit',
  });

  const { run } = useActionResult<ContactFormValues>({ form: { setError, setFocus }, unexpected: GUEST_REQUEST_TOASTS.contactFailed });

  useEffect(() => {
    if (start.focusId) document.getElementById(start.focusId)?.focus();
    if (start.submit) formRef.current?.requestSubmit();
  }, [start]);

  const onValid = async (values: ContactFormValues) => {
    const result = await run(() => sendContactAction(values));
    if (result?.ok) reset(EMPTY_CONTACT_FORM);
  };

  const messages = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, errors[name]?.message])) as Partial<Record<ContactField, string>>;

  return (
    <ContactFormView
      labels={labels}
      maxLength={maxLength}
      formRef={formRef}
      control={(name) => (name === 'website' ? register(name) : register(name, { onChange: () => clearErrors(name) }))}
      errors={messages}
      sending={isSubmitting}
      onSubmit={handleSubmit(onValid)}
    />
  );
}
