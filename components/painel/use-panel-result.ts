'use client';

import { toast } from '@/components/ui/use-toast';
import type { PanelActionState } from '@/lib/guest-panel';

/** Runs a panel action: its answer as a toast; a failed call (network) as the 'Erro no sistema' toast. */
export async function runPanelAction(action: () => Promise<PanelActionState>, unexpected: { title: string; message: string }): Promise<PanelActionState | null> {
  try {
    const result = await action();
    toast({ title: result.title, description: result.message, variant: result.ok ? 'default' : 'destructive' });
    return result;
  } catch {
    toast({ title: unexpected.title, description: unexpected.message, variant: 'destructive' });
    return null;
  }
}
