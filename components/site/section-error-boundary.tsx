'use client';

import { Component } from 'react';
import { Icon } from '@/components/ui/icon';

export interface BoundaryTexts {
  title: string;
  text: string;
  retry: string;
  reload: string;
}

export interface BoundaryErrorEntry {
  message: string;
  stack?: string;
  componentStack?: string;
  at: string;
}

/** Spec: the last 10 boundary errors are kept (in this page's memory). */
export const MAX_BOUNDARY_ERRORS = 10;
const boundaryErrors: BoundaryErrorEntry[] = [];

export function recentBoundaryErrors(): readonly BoundaryErrorEntry[] {
  return boundaryErrors;
}

/** Catches a crash inside one home-page section so the rest of the page keeps working. */
export class SectionErrorBoundary extends Component<{ texts: BoundaryTexts; children: React.ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: React.ErrorInfo) {
    boundaryErrors.push({ message: error.message, stack: error.stack, componentStack: info.componentStack ?? undefined, at: new Date().toISOString() });
    boundaryErrors.splice(0, boundaryErrors.length - MAX_BOUNDARY_ERRORS);
  }

  render() {
    if (!this.state.error) return this.props.children;
    const { texts } = this.props;
    const button =
      'inline-flex cursor-pointer items-center gap-2 rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
    return (
      <div role="alert" className="mx-auto my-8 max-w-xl rounded-xl border border-earth-light bg-earth-pale px-6 py-8 text-center">
        <Icon name="triangle-alert" className="mx-auto size-10 text-primary" />
        <h2 className="mt-3 font-serif text-2xl font-bold text-earth-dark">{texts.title}</h2>
        <p className="mt-2 text-earth-dark">{texts.text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" className={`${button} bg-primary text-white hover:bg-earth-rich`} onClick={() => this.setState({ error: null })}>
            <Icon name="refresh-cw" className="size-4" />
            {texts.retry}
          </button>
          <button type="button" className={`${button} border border-primary text-primary hover:bg-background`} onClick={() => window.location.reload()}>
            {texts.reload}
          </button>
        </div>
      </div>
    );
  }
}
