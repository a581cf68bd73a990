import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertIntoChatInput, registerChatInputTarget } from './chat-input-bridge';

describe('chat input bridge', () => {
  const events: string[] = [];
  const cleanups: Array<() => void> = [];
  beforeEach(() => {
    vi.stubGlobal('window', { dispatchEvent: (event: Event) => events.push(event.type) });
    vi.stubGlobal('CustomEvent', class extends Event {});
  });
  afterEach(() => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
    events.length = 0;
    vi.unstubAllGlobals();
  });

  it('gives the text to the newest mounted input, and to the one before when it unmounts', () => {
    const first: string[] = [];
    const second: string[] = [];
    cleanups.push(registerChatInputTarget((text) => first.push(text)));
    const unmountSecond = registerChatInputTarget((text) => second.push(text));
    insertIntoChatInput('a');
    unmountSecond();
    insertIntoChatInput('b');
    expect(second).toEqual(['a']);
    expect(first).toEqual(['b']);
    expect(events).toEqual([]);
  });

  it('opens the AI chat when no input is mounted and hands the newest text to the next one', () => {
    insertIntoChatInput('old');
    insertIntoChatInput('new');
    expect(events).toEqual(['open-ai-chat', 'open-ai-chat']);
    const received: string[] = [];
    cleanups.push(registerChatInputTarget((text) => received.push(text)));
    expect(received).toEqual(['new']);
    const later: string[] = [];
    cleanups.push(registerChatInputTarget((text) => later.push(text)));
    expect(later).toEqual([]);
  });
});
