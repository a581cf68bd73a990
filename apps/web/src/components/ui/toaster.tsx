import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '@/lib/cn';
import { strings } from '@/lib/i18n/strings';
import { dismissToast, useToasts } from './toast-store';

export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider label={strings.toast.region}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          duration={item.durationMs}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-8 shadow-lg',
            'data-[state=open]:animate-in data-[state=closed]:animate-out',
            item.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-background text-foreground',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label={strings.toast.close}
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport label={strings.toast.viewport} className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col p-4 sm:max-w-[420px]" />
    </Toast.Provider>
  );
}
