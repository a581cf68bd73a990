import type { CorpusProgram } from './corpus-types.js';

/** Programs without defects: every level of the review must find nothing in them. */
export const CLEAN_PROGRAMS: CorpusProgram[] = [
  {
    name: 'typed utility functions',
    language: 'typescript',
    filePath: 'math.ts',
    code: `/** The arithmetic mean of the values; 0 for none. */
export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The value limited to [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
`,
  },
  {
    name: 'clock component with cleanup',
    language: 'typescript',
    filePath: 'clock.tsx',
    code: `import { useEffect, useState } from 'react';

/** Shows the time, updated every second. */
export function Clock({ locale }: { locale: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return <time dateTime={now.toISOString()}>{now.toLocaleTimeString(locale)}</time>;
}
`,
  },
  {
    name: 'search with a cancelled request',
    language: 'typescript',
    filePath: 'results.tsx',
    code: `import { useEffect, useState } from 'react';

/** Search results for the query; an answer for an older query is dropped. */
export function Results({ query }: { query: string }) {
  const [items, setItems] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetch(\`/api/search?q=\${encodeURIComponent(query)}\`, { signal: controller.signal })
      .then((res) => res.json())
      .then((data: string[]) => setItems(data))
      .catch(() => setItems([]));
    return () => controller.abort();
  }, [query]);
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
`,
  },
  {
    name: 'accessible toggle button',
    language: 'typescript',
    filePath: 'toggle.tsx',
    code: `import { useState } from 'react';

/** A switch-like button that reports its state to assistive technology. */
export function Toggle({ label }: { label: string }) {
  const [on, setOn] = useState(false);
  return (
    <button type="button" aria-pressed={on} onClick={() => setOn((value) => !value)}>
      <img src="/icons/toggle.svg" alt="" />
      {label}
    </button>
  );
}
`,
  },
  {
    name: 'parallel requests',
    language: 'typescript',
    filePath: 'load-all.ts',
    code: `/** Loads every id at once and keeps the answers in order. */
export async function loadAll(ids: readonly string[], load: (id: string) => Promise<string>): Promise<string[]> {
  return Promise.all(ids.map((id) => load(id)));
}
`,
  },
  {
    name: 'bounded cache',
    language: 'typescript',
    filePath: 'lru.ts',
    code: `const MAX_ENTRIES = 100;
const entries = new Map<string, string>();

/** Remembers a value, dropping the oldest entry beyond MAX_ENTRIES. */
export function remember(key: string, value: string): void {
  entries.delete(key);
  entries.set(key, value);
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  }
}

/** The remembered value, if any. */
export function recall(key: string): string | undefined {
  return entries.get(key);
}
`,
  },
  {
    name: 'JavaScript module with validation',
    language: 'javascript',
    filePath: 'validate.js',
    code: `/**
 * Whether the text is a plausible e-mail address.
 * @param {string} text the address to check
 * @returns {boolean} true when it has one @ with text on both sides
 */
export function isEmail(text) {
  const at = text.indexOf('@');
  return at > 0 && at === text.lastIndexOf('@') && at < text.length - 1;
}

/**
 * The errors of a sign-up form, empty when it is valid.
 * @param {{ email: string, name: string }} form the fields
 * @returns {string[]} one message per problem
 */
export function validate(form) {
  const errors = [];
  if (form.name.trim() === '') errors.push('Name is required');
  if (!isEmail(form.email)) errors.push('E-mail is not valid');
  return errors;
}
`,
  },
  {
    name: 'class with documented methods',
    language: 'typescript',
    filePath: 'stack.ts',
    code: `/** A last-in, first-out stack. */
export class Stack<T> {
  private readonly items: T[] = [];

  /** Adds an item on top. */
  push(item: T): void {
    this.items.push(item);
  }

  /** Removes and returns the top item, if any. */
  pop(): T | undefined {
    return this.items.pop();
  }

  /** How many items the stack holds. */
  get size(): number {
    return this.items.length;
  }
}
`,
  },
  {
    name: 'async handler with error handling',
    language: 'typescript',
    filePath: 'save.ts',
    code: `/** Saves the value; answers whether the server accepted it. */
export async function save(value: string): Promise<boolean> {
  try {
    const res = await fetch('/api/save', { method: 'POST', body: value });
    return res.ok;
  } catch (error) {
    console.error('save failed', error);
    return false;
  }
}
`,
  },
  {
    name: 'list component with event listener cleanup',
    language: 'javascript',
    filePath: 'online.jsx',
    code: `import { useEffect, useState } from 'react';

/**
 * Whether the browser is online, kept up to date.
 * @returns {boolean} the current state
 */
export function useOnline() {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}
`,
  },
];
