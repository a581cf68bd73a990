import type { CorpusProgram } from './corpus-types.js';

/** maintainability, code_smell, best_practice, accessibility, style and documentation. */
export const QUALITY_DEFECTS: CorpusProgram[] = [
  {
    name: 'deeply branching function',
    language: 'typescript',
    filePath: 'shipping.ts',
    code: `export function shippingCost( // expect: maintainability
  country: string,
  weight: number,
  express: boolean,
  member: boolean,
): number {
  let cost = 0;
  if (country === 'NO') {
    if (weight > 10) {
      if (express) {
        cost = member ? 90 : 120;
      } else if (member) {
        cost = 60;
      } else {
        cost = 80;
      }
    } else if (express && !member) {
      cost = 70;
    } else {
      cost = 40;
    }
  } else if (country === 'SE' || country === 'DK') {
    if (weight > 10 && express) {
      cost = 150;
    } else {
      cost = weight > 5 ? 100 : 75;
    }
  } else {
    cost = 200;
  }
  return cost;
}
`,
  },
  {
    name: 'duplicated functions',
    language: 'typescript',
    filePath: 'format.ts',
    code: `export function formatUser(name: string, city: string): string {
  const trimmed = name.trim();
  const upper = trimmed.toUpperCase();
  return upper + ' (' + city + ')';
}

export function formatCompany(name: string, city: string): string { // expect: maintainability
  const trimmed = name.trim();
  const upper = trimmed.toUpperCase();
  return upper + ' (' + city + ')';
}
`,
  },
  {
    name: 'blocks nested too deeply',
    language: 'javascript',
    filePath: 'matrix.js',
    code: `export function countPositive(grid) {
  let count = 0;
  for (const plane of grid) {
    for (const row of plane) {
      for (const cell of row) {
        if (cell !== null) {
          if (cell > 0) { // expect: maintainability
            count++;
          }
        }
      }
    }
  }
  return count;
}
`,
  },
  {
    name: 'unused variable',
    language: 'typescript',
    filePath: 'discount.ts',
    code: `export function discount(price: number): number {
  const rate = 0.2; // expect: code_smell
  return price * 0.9;
}
`,
  },
  {
    name: 'swallowed exception',
    language: 'javascript',
    filePath: 'settings.js',
    code: `export function readSettings(text) {
  try {
    return JSON.parse(text);
  } catch (error) {} // expect: code_smell
  return {};
}
`,
  },
  {
    name: 'if returning booleans',
    language: 'typescript',
    filePath: 'adult.ts',
    code: `export function isAdult(age: number): boolean {
  if (age >= 18) { // expect: code_smell
    return true;
  } else {
    return false;
  }
}
`,
  },
  {
    name: 'loose equality',
    language: 'javascript',
    filePath: 'match.js',
    code: `export function sameId(a, b) {
  return a.id == b.id; // expect: best_practice
}
`,
  },
  {
    name: 'var and explicit any',
    language: 'typescript',
    filePath: 'legacy.ts',
    code: `export function first(list: any[]): unknown { // expect: best_practice
  var head = list[0]; // expect: best_practice
  return head;
}
`,
  },
  {
    name: 'throwing a string',
    language: 'javascript',
    filePath: 'assert.js',
    code: `export function assertPositive(value) {
  if (value <= 0) {
    throw 'value must be positive'; // expect: best_practice
  }
  return value;
}
`,
  },
  {
    name: 'image without alt text',
    language: 'typescript',
    filePath: 'avatar.tsx',
    code: `export function Avatar({ url }: { url: string }) {
  return <img src={url} width={32} height={32} />; // expect: accessibility
}
`,
  },
  {
    name: 'clickable div',
    language: 'javascript',
    filePath: 'card.jsx',
    code: `export function Card({ title, onOpen }) {
  return (
    <div className="card" onClick={onOpen}> {/* expect: accessibility */}
      {title}
    </div>
  );
}
`,
  },
  {
    name: 'link used as a button',
    language: 'typescript',
    filePath: 'menu.tsx',
    code: `export function Menu({ onLogout }: { onLogout: () => void }) {
  return (
    <nav>
      <a href="#" onClick={onLogout}> {/* expect: accessibility */}
        Log out
      </a>
    </nav>
  );
}
`,
  },
  {
    name: 'double quotes and missing semicolons',
    language: 'typescript',
    filePath: 'greeting.ts',
    code: `export function greeting(name: string): string {
  const prefix = "Hello, " // expect: style
  return prefix + name;
}
`,
  },
  {
    name: 'four-space indentation',
    language: 'javascript',
    filePath: 'double.js',
    code: `export function double(values) {
    return values.map((v) => v * 2); // expect: style
}
`,
  },
  {
    name: 'missing trailing comma',
    language: 'typescript',
    filePath: 'colors.ts',
    code: `export const COLORS = [
  'red',
  'green' // expect: style
];
`,
  },
  {
    name: 'JSDoc for a parameter that no longer exists',
    language: 'typescript',
    filePath: 'price.ts',
    code: `/**
 * The price with tax.
 * @param amount the net amount
 * @param rate the tax rate
 */ // expect: documentation
export function withTax(amount: number, taxRate: number): number {
  return amount * (1 + taxRate);
}
`,
  },
  {
    name: 'undocumented exports in strict mode',
    language: 'typescript',
    filePath: 'slug.ts',
    preferences: { strictnessLevel: 'strict' },
    code: `export function slugify(title: string): string { // expect: documentation
  return title.toLowerCase().replaceAll(' ', '-');
}
`,
  },
  {
    name: 'undocumented class',
    language: 'javascript',
    filePath: 'queue.js',
    preferences: { strictnessLevel: 'strict', focusAreas: ['documentation'] },
    code: `export class Queue { // expect: documentation
  items = [];

  push(item) {
    this.items.push(item);
  }
}
`,
  },
];
