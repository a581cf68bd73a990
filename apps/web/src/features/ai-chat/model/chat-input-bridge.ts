import { emitWindowEvent } from '@/lib/window-events';

type InsertText = (text: string) => void;

/** The mounted chat inputs, newest last; text goes to the newest. */
const targets: InsertText[] = [];
let waiting: string | null = null;

/** A chat panel offers its input; text that arrived while no chat was showing is handed over at once. */
export function registerChatInputTarget(insert: InsertText): () => void {
  targets.push(insert);
  if (waiting !== null) {
    const text = waiting;
    waiting = null;
    insert(text);
  }
  return () => {
    const index = targets.lastIndexOf(insert);
    if (index !== -1) targets.splice(index, 1);
  };
}

/**
 * Puts text into the chat input, replacing what is there, and focuses it. Without a chat
 * panel on screen the AI chat is opened and gets the text when it mounts.
 */
export function insertIntoChatInput(text: string): void {
  const target = targets.at(-1);
  if (target) {
    target(text);
    return;
  }
  waiting = text;
  emitWindowEvent('open-ai-chat');
}
