import type { CorpusProgram } from './corpus-types.js';

/** security, performance, memory_leak and race_condition. */
export const RUNTIME_DEFECTS: CorpusProgram[] = [
  {
    name: 'eval of user input',
    language: 'javascript',
    filePath: 'calc.js',
    code: `export function calculate(expression) {
  return eval(expression); // expect: security
}
`,
  },
  {
    name: 'HTML from a value',
    language: 'typescript',
    filePath: 'comment.tsx',
    code: `export function Comment({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: html }} />; // expect: security
}
`,
  },
  {
    name: 'innerHTML from a query parameter',
    language: 'javascript',
    filePath: 'banner.js',
    code: `export function showBanner() {
  const name = new URLSearchParams(location.search).get('name');
  document.getElementById('banner').innerHTML = '<b>' + name + '</b>'; // expect: security
}
`,
  },
  {
    name: 'weak hash for passwords',
    language: 'typescript',
    filePath: 'hash.ts',
    code: `import crypto from 'node:crypto';

export function hashPassword(password: string): string {
  return crypto.createHash('md5').update(password).digest('hex'); // expect: security
}
`,
  },
  {
    name: 'catastrophic backtracking',
    language: 'javascript',
    filePath: 'email.js',
    code: `export function looksLikeEmail(text) {
  return /^(a+)+@example\\.com$/.test(text); // expect: security
}
`,
  },
  {
    name: 'sequential awaits in a loop',
    language: 'typescript',
    filePath: 'fetch-all.ts',
    code: `export async function loadAll(ids: string[], load: (id: string) => Promise<string>): Promise<string[]> {
  const results: string[] = [];
  for (const id of ids) {
    results.push(await load(id)); // expect: performance
  }
  return results;
}
`,
  },
  {
    name: 'quadratic reduce',
    language: 'typescript',
    filePath: 'index-by-id.ts',
    code: `interface Item {
  id: string;
}

export function indexById(items: Item[]): Record<string, Item> {
  return items.reduce((acc, item) => ({ ...acc, [item.id]: item }), {}); // expect: performance
}
`,
  },
  {
    name: 'blocking read in a request handler',
    language: 'javascript',
    filePath: 'handler.js',
    code: `import fs from 'node:fs';

export async function handle(request) {
  const template = fs.readFileSync('template.html', 'utf8'); // expect: performance
  return template.replace('{{name}}', request.name);
}
`,
  },
  {
    name: 'interval without cleanup in an effect',
    language: 'typescript',
    filePath: 'clock.tsx',
    code: `import { useEffect, useState } from 'react';

export function Clock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setInterval(() => setNow(Date.now()), 1000); // expect: memory_leak
  }, []);
  return <time>{now}</time>;
}
`,
  },
  {
    name: 'listener never removed',
    language: 'javascript',
    filePath: 'width.jsx',
    code: `import { useEffect, useState } from 'react';

export function useWindowWidth() {
  const [width, setWidth] = useState(window.innerWidth);
  useEffect(() => {
    window.addEventListener('resize', () => setWidth(window.innerWidth)); // expect: memory_leak
  }, []);
  return width;
}
`,
  },
  {
    name: 'interval id thrown away',
    language: 'javascript',
    filePath: 'poll.js',
    code: `export function startPolling(check) {
  setInterval(check, 5000); // expect: memory_leak
}
`,
  },
  {
    name: 'cache that only grows',
    language: 'typescript',
    filePath: 'cache.ts',
    code: `const responses = new Map<string, string>(); // expect: memory_leak

export async function cachedFetch(url: string): Promise<string> {
  const hit = responses.get(url);
  if (hit !== undefined) return hit;
  const body = await (await fetch(url)).text();
  responses.set(url, body);
  return body;
}
`,
  },
  {
    name: 'stale fetch result overwrites a newer one',
    language: 'typescript',
    filePath: 'search.tsx',
    code: `import { useEffect, useState } from 'react';

export function Results({ query }: { query: string }) {
  const [items, setItems] = useState<string[]>([]);
  useEffect(() => {
    fetch('/api/search?q=' + encodeURIComponent(query))
      .then((res) => res.json())
      .then((data: string[]) => setItems(data)); // expect: race_condition
  }, [query]);
  return <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>;
}
`,
  },
  {
    name: 'shared counter updated across an await',
    language: 'javascript',
    filePath: 'counter.js',
    code: `let total = 0;

async function fetchCount(url) {
  const res = await fetch(url);
  return Number(await res.text());
}

export async function addCount(url) {
  total += await fetchCount(url); // expect: race_condition
  return total;
}
`,
  },
  {
    name: 'floating promise',
    language: 'typescript',
    filePath: 'save.ts',
    code: `async function persist(value: string): Promise<void> {
  await fetch('/api/save', { method: 'POST', body: value });
}

export function save(value: string): void {
  persist(value); // expect: race_condition
}
`,
  },
  {
    name: 'async callback to forEach',
    language: 'typescript',
    filePath: 'notify.ts',
    code: `async function send(address: string): Promise<void> {
  await fetch('/api/notify', { method: 'POST', body: address });
}

export function notifyAll(addresses: string[]): void {
  addresses.forEach(async (address) => { // expect: race_condition
    await send(address);
  });
}
`,
  },
];
