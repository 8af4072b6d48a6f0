/** A labelled form field of the reservation dialog: label, control, optional hint, error. */
export function Field({
  id,
  label,
  optionalLabel,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  /** Shown after the label of optional fields. */
  optionalLabel?: string;
  hint?: React.ReactNode;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
        {optionalLabel && <span className="text-sm font-normal"> {optionalLabel}</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The accessibility attributes of the control inside a Field. */
export function controlProps(id: string, { error, hint, required }: { error?: string; hint?: boolean; required?: boolean }) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
