'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Toaster } from '@/components/ui/toaster';

/** A modal confirmation dialog of the panel: fits a phone screen, scrolls inside, Esc closes it. */
export function PanelDialog({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: React.ReactNode }) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 flex items-end justify-center p-2 sm:items-center sm:p-4">
      <DialogBackdrop className="fixed inset-0 bg-earth-dark/50" />
      <DialogPanel className="relative max-h-[92dvh] w-full max-w-lg overflow-y-auto rounded-2xl bg-background p-5 text-earth-dark shadow-xl sm:p-6">
        <DialogTitle className="text-xl font-bold">{title}</DialogTitle>
        {children}
        {/* Everything outside a modal dialog is inert, so the dialog shows toasts itself while open. */}
        <Toaster />
      </DialogPanel>
    </Dialog>
  );
}
