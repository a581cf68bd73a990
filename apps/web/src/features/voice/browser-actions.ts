import { navigate } from 'wouter/use-browser-location';
import { voiceStrings as t } from '@/lib/i18n/nb/voice';
import { getSpeechOutput } from '@/lib/speech/speech-output';
import { emitWindowEvent, type ChatAction, type ChatActionRequest } from '@/lib/window-events';
import type { VoiceActionContext } from './model/voice-actions';
import type { VoiceAppSeams } from './seams';

/** How long a chat panel that had to be opened may take to load before the command fails. */
export const CHAT_OPEN_TIMEOUT_MS = 8000;

function requestChat(action: ChatAction): ChatActionRequest | null {
  const request: ChatActionRequest = { action };
  const taken = !window.dispatchEvent(new CustomEvent('chat-action', { detail: request, cancelable: true }));
  return taken ? request : null;
}

function waitForChat(timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(false), timeoutMs);
    const onReady = () => finish(true);
    function finish(ready: boolean) {
      clearTimeout(timer);
      window.removeEventListener('chat-ready', onReady);
      resolve(ready);
    }
    window.addEventListener('chat-ready', onReady);
  });
}

/** Sends the action to the shown chat panel; opens the chat first when none is showing. */
async function askChat(action: ChatAction): Promise<void> {
  let request = requestChat(action);
  if (!request) {
    const ready = waitForChat(CHAT_OPEN_TIMEOUT_MS);
    emitWindowEvent('open-ai-chat');
    if (await ready) request = requestChat(action);
  }
  if (!request) throw new Error(t.errors.chatUnavailable);
  await request.result;
}

function editCommand(command: 'undo' | 'redo'): boolean {
  const field = document.activeElement;
  const editable = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || (field instanceof HTMLElement && field.isContentEditable);
  // execCommand is the only way to reach the browser's own undo stack of a text field.
  return editable && document.execCommand(command);
}

function collapseSidebars({ getLayout, dispatchLayout }: VoiceAppSeams): void {
  const layout = getLayout();
  for (const side of ['left', 'right'] as const) {
    if (!layout[side].collapsed) dispatchLayout({ type: 'toggleCollapsed', side });
  }
}

async function toggleFullscreen(collapseSidebars: () => void): Promise<void> {
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  } catch {
    // Browsers refuse full screen without a click or key press; give the page the room instead.
    collapseSidebars();
  }
}

const OPEN_OVERLAY = '[role="dialog"]:not([data-voice-panel]), [role="menu"], [role="listbox"][data-state="open"]';

function closeOverlay(): boolean {
  if (!document.querySelector(OPEN_OVERLAY)) return false;
  const target = document.activeElement ?? document.body;
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }));
  return true;
}

const stamp = () => new Date().toISOString().slice(0, 16).replace('T', '-').replace(':', '-');

async function screenshot(): Promise<void> {
  const { toPng } = await import('html-to-image');
  const dataUrl = await toPng(document.body, { cacheBust: true, pixelRatio: 1 });
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = t.screenshotFile(stamp());
  link.click();
}

/** The real seams of the app for voice commands; the panel supplies what concerns itself. */
export function browserActionContext(
  app: VoiceAppSeams,
  panel: Pick<VoiceActionContext, 'showPanel' | 'closePanel' | 'stopListening'>,
): VoiceActionContext {
  const collapse = () => collapseSidebars(app);
  return {
    navigate: (path) => navigate(path),
    back: () => history.back(),
    openTool: app.openTool,
    switchTab: (target) => emitWindowEvent('switch-tab', { target }),
    runShortcut: (id) => app.runShortcutById(id, 'voice'),
    chat: askChat,
    stopSpeaking: () => getSpeechOutput().cancel(),
    openHelp: () => emitWindowEvent('open-help'),
    editCommand,
    screenshot,
    toggleFullscreen: () => toggleFullscreen(collapse),
    collapseSidebars: collapse,
    closeOverlay,
    ...panel,
  };
}
