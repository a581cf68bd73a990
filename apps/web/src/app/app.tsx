import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { CommandPaletteHost } from '@/features/command-palette';
import { HelpHost } from '@/features/help';
import { PromptLibraryHost } from '@/features/prompt-library';
import { ShortcutBadge, ShortcutsDialogHost, useGlobalShortcuts } from '@/features/shortcuts';
import { SidebarWorkspace } from '@/features/sidebar';
import { VoiceAssistantHost } from '@/features/voice';
import { createQueryClient } from '@/lib/api/query-client';
import { AppErrorBoundary } from './app-error-boundary';
import { AppRoutes } from './app-routes';
import { TopBar } from './top-bar';
import { voiceSeams } from './voice-seams';

export function App() {
  const [queryClient] = useState(createQueryClient);
  useGlobalShortcuts();
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <AppErrorBoundary>
          <div className="flex h-dvh flex-col bg-background text-foreground">
            <TopBar />
            <SidebarWorkspace>
              <AppRoutes />
            </SidebarWorkspace>
          </div>
          <CommandPaletteHost />
          <ShortcutsDialogHost />
          <HelpHost />
          <PromptLibraryHost />
        </AppErrorBoundary>
        <VoiceAssistantHost seams={voiceSeams} />
        <ShortcutBadge />
        <LazyToaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
