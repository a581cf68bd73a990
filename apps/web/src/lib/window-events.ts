import { useEffect } from 'react';

/** Window-level events through which features ask each other for things (spec A §2, spec B §2). */
export const SWITCH_TAB_TARGETS = ['ide', 'workflow', 'version-control', 'data', 'marketplace'] as const;
export type SwitchTabTarget = (typeof SWITCH_TAB_TARGETS)[number];

/** What the voice assistant asks of the chat (spec A §5 chat phrases). */
export type ChatAction =
  | { type: 'send' }
  | { type: 'clear' }
  | { type: 'copy-last' }
  | { type: 'regenerate' }
  | { type: 'voice-mode' }
  | { type: 'search'; query?: string }
  | { type: 'ask'; text: string };

/**
 * A request to the chat panel, dispatched cancelable: the panel that takes it calls
 * preventDefault() and puts the outcome in `result`; nobody taking it means no chat is shown.
 */
export interface ChatActionRequest {
  action: ChatAction;
  result?: Promise<void>;
}

export interface WindowEventMap {
  'switch-tab': { target: SwitchTabTarget };
  'open-ai-chat': undefined;
  'open-deployment-panel': undefined;
  'open-shortcuts-manager': undefined;
  'open-tutorial': undefined;
  'open-help': undefined;
  'open-command-palette': undefined;
  openPromptLibrary: undefined;
  'chat-action': ChatActionRequest;
  /** A chat panel has mounted and takes chat-action requests. */
  'chat-ready': undefined;
  /** The settings page restored a backup or cleared the workspace's data: features reload what they keep. */
  'workspace-data-changed': undefined;
  /** A workflow run started from the chat reached a terminal state (spec B §4). */
  'workflow-completed': { workflowId: string; runId: string; status: 'success' | 'failed' | 'cancelled' | 'pending' | 'running' };
}
export type WindowEventName = keyof WindowEventMap;

export function emitWindowEvent<N extends WindowEventName>(name: N, ...detail: WindowEventMap[N] extends undefined ? [] : [WindowEventMap[N]]): void {
  window.dispatchEvent(new CustomEvent(name, { detail: detail[0] }));
}

export function useWindowEvent<N extends WindowEventName>(name: N, handler: (detail: WindowEventMap[N]) => void): void {
  useEffect(() => {
    const listener = (event: Event) => handler((event as CustomEvent<WindowEventMap[N]>).detail);
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [name, handler]);
}
