import type { PageContentSource } from '../ai-chat/page-content.js';
import type { BrowserEngine } from './browser-engine.js';

/** The chat reads the engine's active page as markdown; it never starts the browser for it. */
export function browserPageContent(engine: BrowserEngine): PageContentSource {
  return {
    async getActivePage() {
      if (!engine.isRunning) return null;
      const content = await engine.content().catch(() => null);
      return content ? { url: content.url, title: content.title, text: content.markdown } : null;
    },
  };
}
