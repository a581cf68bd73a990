import { useEffect } from 'react';

/** Window-level events through which features ask each other for things (spec A §2, spec B §2). */
export const SWITCH_TAB_TARGETS = ['ide', 'workflow', 'version-control', 'data', 'marketplace'] as const;
export type SwitchTabTarget = (typeof SWITCH_TAB_TARGETS)[number];

export interface WindowEventMap {
  'switch-tab': { target: SwitchTabTarget };
  'open-ai-chat': undefined;
  'open-deployment-panel': undefined;
  'open-shortcuts-manager': undefined;
  'open-tutorial': undefined;
  'open-help': undefined;
  'open-command-palette': undefined;
  openPromptLibrary: undefined;
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
