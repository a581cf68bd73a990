import { MessageSquare } from 'lucide-react';
import { Tooltip } from '@/components/ui/tooltip';
import { sidebarStrings as t } from '@/lib/i18n/nb/sidebar';
import { openTool, useLayout } from '../model/layout-store';
import type { LayoutState, SidebarState } from '../model/layout-types';

const CHAT_TOOLS = new Set(['ai-chat', 'ai-assistant']);
const showsChat = (sidebar: SidebarState) => !sidebar.collapsed && CHAT_TOOLS.has(sidebar.primary);

function chatHidden(state: LayoutState): boolean {
  if (state.mode === 'floating') return !state.floating.some((panel) => CHAT_TOOLS.has(panel.type));
  return !showsChat(state.left) && !showsChat(state.right);
}

/** While the chat is nowhere on screen, a round button brings it up in the right sidebar. */
export function ChatOverlayButton() {
  const visible = useLayout((state) => state.showAIChatOverlay && chatHidden(state));
  if (!visible) return null;
  return (
    <Tooltip label={t.chatOverlay} side="left">
      <button
        type="button"
        aria-label={t.chatOverlay}
        onClick={() => openTool('right', 'ai-chat')}
        className="fixed bottom-5 right-5 z-30 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <MessageSquare className="size-5" aria-hidden />
      </button>
    </Tooltip>
  );
}
