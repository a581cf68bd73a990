import { type CodeReviewIssue, type ReviewPreferencesInput, reviewPreferencesSchema } from '@nova/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { analyse } from '../analysis/analyse.js';

// ESLint, typescript-eslint and TypeScript's lib files load on first use: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
beforeAll(() => {
  analyse({ code: 'export const a = 1;\n', language: 'typescript', filePath: 'warm.tsx', preferences: reviewPreferencesSchema.parse({}) });
}, 120_000);
import { autoFix } from '../analysis/auto-fix.js';
import { resolveSourceKind } from '../analysis/source-kind.js';
import { syntaxErrorCount } from '../analysis/typescript-program.js';

interface Case {
  name: string;
  language: 'typescript' | 'javascript';
  filePath: string;
  code: string;
  preferences?: ReviewPreferencesInput;
}

const CASES: Case[] = [
  {
    name: 'var, let, quotes, semicolons, indentation and trailing commas',
    language: 'typescript',
    filePath: 'greeting.ts',
    code: `var greeting = "hello"
let count = 1
export function show(items: string[]) {
    const list = [
      1,
      2
    ]
    return items.map((i) => greeting + i + list.length + count)
}
`,
  },
  {
    name: 'a JSX component with double quotes and no semicolons',
    language: 'typescript',
    filePath: 'hello.tsx',
    code: `import { useState } from "react"

export function Hello({ name }: { name: string }) {
  let [count, setCount] = useState(0)
  return <button type="button" onClick={() => setCount(count + 1)}>{"Hello " + name}</button>
}
`,
  },
  {
    name: 'four-space style with double quotes, no semicolons, no trailing commas',
    language: 'javascript',
    filePath: 'config.js',
    preferences: { codingStyle: { indentSize: 4, quotes: 'double', semicolons: false, trailingComma: false } },
    code: `export const config = {
  name: 'nova',
  retries: 3,
};

export function describe(value) {
  if (value.retries > 2) {
    return value.name + ' retries';
  }
  return value.name;
}
`,
  },
];

function run(testCase: Case, code = testCase.code) {
  return analyse({
    code,
    language: testCase.language,
    filePath: testCase.filePath,
    preferences: reviewPreferencesSchema.parse(testCase.preferences ?? {}),
  });
}

const fix = (testCase: Case, code: string, issues: CodeReviewIssue[]) =>
  autoFix({
    code,
    issues,
    language: testCase.language,
    filePath: testCase.filePath,
    preferences: reviewPreferencesSchema.parse(testCase.preferences ?? {}),
  });

describe.each(CASES)('auto-fix: $name', (testCase) => {
  it('parses, removes the fixed issues, and changes nothing when applied twice', async () => {
    const before = run(testCase);
    const fixable = before.issues.filter((i) => i.autoFixable);
    expect(fixable.length).toBeGreaterThan(0);

    const first = await fix(testCase, testCase.code, before.issues);
    expect(first.fixedCode).not.toBe(testCase.code);
    expect(first.appliedFixes.length).toBeGreaterThan(0);
    expect(syntaxErrorCount(first.fixedCode, resolveSourceKind(testCase.language, testCase.filePath, first.fixedCode))).toBe(0);

    const after = run(testCase, first.fixedCode);
    const stillThere = fixable.filter((fixed) => after.issues.some((i) => i.ruleId === fixed.ruleId && i.originalCode === fixed.originalCode));
    expect(stillThere.map((i) => `${i.ruleId}@${i.line}`)).toEqual([]);
    expect(after.issues.filter((i) => i.type === 'style')).toEqual([]);
    expect(after.personalization.userStyleMatches).toBe(4);

    const second = await fix(testCase, first.fixedCode, before.issues);
    expect(second.fixedCode).toBe(first.fixedCode);
    expect(second.appliedFixes).toEqual([]);
  });
});

describe('auto-fix safety', () => {
  it('applies only the autoFixable issues it is given (a style issue also formats the file with prettier)', async () => {
    const testCase = CASES[0] as Case;
    const { issues } = run(testCase);
    const preferConst = issues.filter((i) => i.ruleId === 'prefer-const');
    const result = await fix(testCase, testCase.code, preferConst);
    expect(result.fixedCode).toBe(testCase.code.replace('let count = 1', 'const count = 1'));
    expect(result.appliedFixes).toEqual([{ ruleId: 'prefer-const', line: 2, description: "'count' is never reassigned. Use 'const' instead." }]);
    const notFixable = issues.map((i) => ({ ...i, autoFixable: false }));
    expect((await fix(testCase, testCase.code, notFixable)).fixedCode).toBe(testCase.code);
  });

  it('never returns code that does not parse: code with a syntax error comes back as it was', async () => {
    const testCase: Case = { name: 'broken', language: 'typescript', filePath: 'broken.ts', code: 'const a = "x"\nfunction (\n' };
    const issues = [{ ruleId: 'quotes', line: 1, originalCode: 'const a = "x"', autoFixable: true }] as CodeReviewIssue[];
    const result = await fix(testCase, testCase.code, issues);
    expect(result.fixedCode).toBe(testCase.code);
    expect(result.appliedFixes).toEqual([]);
  });

  it('skips an issue whose line no longer holds its originalCode', async () => {
    const testCase = CASES[0] as Case;
    const quotes = run(testCase).issues.filter((i) => i.ruleId === 'quotes');
    const edited = `// a new first line\n${testCase.code}`;
    const result = await fix(testCase, edited, quotes);
    expect(result.fixedCode).toBe(edited);
  });
});
