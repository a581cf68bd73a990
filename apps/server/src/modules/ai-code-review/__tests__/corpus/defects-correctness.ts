import type { CorpusProgram } from './corpus-types.js';

/** bug, logic_error and type_error. */
export const CORRECTNESS_DEFECTS: CorpusProgram[] = [
  {
    name: 'duplicate object key',
    language: 'typescript',
    filePath: 'config.ts',
    code: `export const config = {
  retries: 3,
  timeoutMs: 1000,
  retries: 5, // expect: bug
};
`,
  },
  {
    name: 'NaN comparison',
    language: 'typescript',
    filePath: 'parse.ts',
    code: `export function parsePrice(text: string): number | null {
  const value = Number.parseFloat(text);
  if (value === NaN) return null; // expect: bug
  return value;
}
`,
  },
  {
    name: 'conditional hook',
    language: 'typescript',
    filePath: 'badge.tsx',
    code: `import { useState } from 'react';

export function Badge({ visible }: { visible: boolean }) {
  if (!visible) return null;
  const [count] = useState(0); // expect: bug
  return <span>{count}</span>;
}
`,
  },
  {
    name: 'assignment in condition',
    language: 'javascript',
    filePath: 'status.js',
    code: `export function isAdmin(user) {
  if (user.role = 'admin') { // expect: bug
    return true;
  }
  return false;
}
`,
  },
  {
    name: 'unreachable code after return',
    language: 'typescript',
    filePath: 'total.ts',
    code: `export function total(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0);
  console.info('done'); // expect: bug
}
`,
  },
  {
    name: 'map callback without return',
    language: 'javascript',
    filePath: 'names.js',
    code: `export function names(users) {
  return users.map((user) => { // expect: bug
    user.name.trim();
  });
}
`,
  },
  {
    name: 'typo in typeof',
    language: 'javascript',
    filePath: 'guard.js',
    code: `export function isText(value) {
  return typeof value === 'strng'; // expect: bug
}
`,
  },
  {
    name: 'identical conditions in else-if chain',
    language: 'typescript',
    filePath: 'grade.ts',
    code: `export function grade(score: number): string {
  if (score > 90) {
    return 'A';
  } else if (score > 90) { // expect: logic_error
    return 'B';
  }
  return 'C';
}
`,
  },
  {
    name: 'constant condition',
    language: 'javascript',
    filePath: 'flags.js',
    code: `export function enabled(flags) {
  if (flags.length || true) { // expect: logic_error
    return 'on';
  }
  return 'off';
}
`,
  },
  {
    name: 'loop counter moves the wrong way',
    language: 'typescript',
    filePath: 'sum.ts',
    code: `export function sumTo(limit: number): number {
  let sum = 0;
  for (let i = 0; i < limit; i--) { // expect: logic_error
    sum += i;
  }
  return sum;
}
`,
  },
  {
    name: 'negation of the wrong operand',
    language: 'javascript',
    filePath: 'keys.js',
    code: `export function missing(key, table) {
  return !key in table; // expect: logic_error
}
`,
  },
  {
    name: 'value compared with itself',
    language: 'typescript',
    filePath: 'same.ts',
    code: `export function changed(previous: string, next: string): boolean {
  return previous !== previous; // expect: logic_error
}
`,
  },
  {
    name: 'string assigned to number',
    language: 'typescript',
    filePath: 'counter.ts',
    code: `export function reset(): number {
  const start: number = '0'; // expect: type_error
  return start;
}
`,
  },
  {
    name: 'missing property',
    language: 'typescript',
    filePath: 'user.ts',
    code: `interface User {
  name: string;
  email: string;
}

export function label(user: User): string {
  return user.fullName; // expect: type_error
}
`,
  },
  {
    name: 'wrong argument count',
    language: 'typescript',
    filePath: 'area.ts',
    code: `function area(width: number, height: number): number {
  return width * height;
}

export const square = area(4); // expect: type_error
`,
  },
  {
    name: 'unknown name in JavaScript',
    language: 'javascript',
    filePath: 'greet.js',
    code: `export function greet(name) {
  return mesage + name; // expect: type_error
}
`,
  },
];
