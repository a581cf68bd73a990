import type { BrowserContext } from '@nova/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

export const CONTEXT_POLL_MS = 5000;

interface EngineContext {
  url: string;
  title: string;
  selectedText: string;
}

/**
 * The active browser page (spec B §7, polled every 5 s). Without a browser engine the
 * endpoint answers 404, and polling stops: the chat then simply has no page context.
 */
export function useBrowserContext(): BrowserContext | undefined {
  const [available, setAvailable] = useState(true);
  const { data } = useQuery({
    queryKey: ['/api/browser-engine/context'],
    enabled: available,
    refetchInterval: CONTEXT_POLL_MS,
    queryFn: async () => {
      const res = await fetch('/api/browser-engine/context', { credentials: 'include' });
      if (res.status === 404) {
        setAvailable(false);
        return null;
      }
      if (!res.ok) return null;
      return (await res.json()) as EngineContext;
    },
  });
  if (!data?.url) return undefined;
  return { url: data.url, pageTitle: data.title, selectedText: data.selectedText || undefined };
}
