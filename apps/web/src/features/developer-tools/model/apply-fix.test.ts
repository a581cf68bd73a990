import { describe, expect, it } from 'vitest';
import { applySingleFix, autoFixableIssues, canApplySingleFix } from './apply-fix';

const code = 'const a = 1;\nif (a === NaN) run();\nexport { a };';
const issue = { line: 2, originalCode: 'if (a === NaN) run();', suggestedFix: 'if (Number.isNaN(a)) run();' };

describe('applySingleFix', () => {
  it('replaces the original code at its line with the suggested fix', () => {
    expect(applySingleFix(code, issue)).toBe('const a = 1;\nif (Number.isNaN(a)) run();\nexport { a };');
  });

  it('replaces multi-line original code, and the fix may have another number of lines', () => {
    const multi = { line: 1, originalCode: 'const a = 1;\nif (a === NaN) run();', suggestedFix: 'const a = 1;' };
    expect(applySingleFix(code, multi)).toBe('const a = 1;\nexport { a };');
  });

  it('refuses when the line is out of range, the original code is missing or changed, or there is no fix', () => {
    expect(applySingleFix(code, { ...issue, line: 0 })).toBeNull();
    expect(applySingleFix(code, { ...issue, line: 4 })).toBeNull();
    expect(applySingleFix(code, { ...issue, line: 2.5 })).toBeNull();
    expect(applySingleFix(code, { ...issue, originalCode: '' })).toBeNull();
    expect(applySingleFix(code, { ...issue, line: 1 })).toBeNull();
    expect(applySingleFix(code, { ...issue, suggestedFix: null })).toBeNull();
    expect(canApplySingleFix(code, issue)).toBe(true);
    expect(canApplySingleFix('changed', issue)).toBe(false);
  });

  it('accepts Windows line endings in the editor text', () => {
    expect(applySingleFix(code.replaceAll('\n', '\r\n'), issue)).toContain('Number.isNaN(a)');
  });
});

describe('autoFixableIssues', () => {
  it('keeps only autoFixable issues', () => {
    expect(autoFixableIssues([{ autoFixable: true, id: 1 }, { autoFixable: false, id: 2 }])).toEqual([{ autoFixable: true, id: 1 }]);
  });
});
