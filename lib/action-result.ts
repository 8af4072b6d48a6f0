/**
 * What every server action answers, and what the one client hook (components/ui/use-action-result.ts)
 * turns into the spec's toasts and field errors. Pure: the client imports it too.
 */
export interface ActionResult {
  ok: boolean;
  /** The toast's title; when absent, the screen's own success or failure title. */
  title?: string;
  /** The toast's text. */
  message?: string;
  /** First message per form field. */
  errors?: Partial<Record<string, string>>;
  /** Where the browser goes after a success. */
  redirectTo?: string;
  /** A second toast, shown after the first. */
  notice?: { title: string; message: string };
}
