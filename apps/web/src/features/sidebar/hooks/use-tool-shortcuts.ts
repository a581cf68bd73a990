import { useEffect } from 'react';
import { openTool } from '../model/layout-store';
import { isTextEntryTarget } from '@/lib/dom';
import { matchToolShortcut } from '../model/tool-shortcuts';
import { listTools } from '../tools/tool-registry';

/** Each tool's shortcut hint works: Alt+key opens it on the left, Alt+Shift+key on the right. */
export function useToolShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTextEntryTarget(event.target)) return;
      const match = matchToolShortcut(event, listTools());
      if (!match) return;
      event.preventDefault();
      openTool(match.side, match.tool);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
