import { CODE_REVIEW_ISSUE_TYPES, type CodeReviewIssueType, reviewPreferencesSchema, STRICTNESS_LEVELS } from '@nova/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { analyse } from '../analysis/analyse.js';

// ESLint, typescript-eslint and TypeScript's lib files load on first use: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
beforeAll(() => {
  analyse({ code: 'export const a = 1;\n', language: 'typescript', filePath: 'warm.tsx', preferences: reviewPreferencesSchema.parse({}) });
}, 120_000);
import { CLEAN_PROGRAMS } from './corpus/clean-programs.js';
import { type CorpusProgram, plantedDefects } from './corpus/corpus-types.js';
import { CORRECTNESS_DEFECTS } from './corpus/defects-correctness.js';
import { QUALITY_DEFECTS } from './corpus/defects-quality.js';
import { RUNTIME_DEFECTS } from './corpus/defects-runtime.js';

const DEFECT_PROGRAMS = [...CORRECTNESS_DEFECTS, ...RUNTIME_DEFECTS, ...QUALITY_DEFECTS];

const review = (program: CorpusProgram, overrides = {}) =>
  analyse({
    code: program.code,
    language: program.language,
    filePath: program.filePath,
    preferences: reviewPreferencesSchema.parse({ ...program.preferences, ...overrides }),
  });

describe('the review corpus', () => {
  it('has at least 40 programs with planted defects and covers every issue type', () => {
    expect(DEFECT_PROGRAMS.length).toBeGreaterThanOrEqual(40);
    const planted = new Set(DEFECT_PROGRAMS.flatMap((p) => plantedDefects(p).map((d) => d.type)));
    expect([...planted].sort()).toEqual([...CODE_REVIEW_ISSUE_TYPES].sort());
    for (const program of DEFECT_PROGRAMS) expect(plantedDefects(program), program.name).not.toHaveLength(0);
  });

  it('finds the planted defects: recall per issue type', () => {
    const found: Record<string, { planted: number; found: number; missed: string[] }> = {};
    for (const type of CODE_REVIEW_ISSUE_TYPES) found[type] = { planted: 0, found: 0, missed: [] };
    for (const program of DEFECT_PROGRAMS) {
      const { issues } = review(program);
      for (const defect of plantedDefects(program)) {
        const tally = found[defect.type] as { planted: number; found: number; missed: string[] };
        tally.planted++;
        const hit = issues.some((i) => i.type === defect.type && i.line <= defect.line && defect.line <= i.endLine);
        if (hit) tally.found++;
        else tally.missed.push(`${program.name} (line ${defect.line}; got ${issues.map((i) => `${i.type}@${i.line}`).join(', ') || 'nothing'})`);
      }
    }
    const table = Object.entries(found).map(([type, t]) => `${type.padEnd(16)} ${t.found}/${t.planted}  recall ${(t.found / t.planted).toFixed(2)}`);
    const total = Object.values(found).reduce((sum, t) => ({ planted: sum.planted + t.planted, found: sum.found + t.found }), { planted: 0, found: 0 });
    console.info(`Code review recall per issue type:\n${table.join('\n')}\noverall ${total.found}/${total.planted}`);
    const missed = Object.entries(found).flatMap(([type, t]) => t.missed.map((m) => `${type}: ${m}`));
    expect(missed).toEqual([]);
  });

  for (const level of STRICTNESS_LEVELS) {
    it(`reports nothing in the clean programs at ${level} strictness (no false positives)`, () => {
      const falsePositives = CLEAN_PROGRAMS.flatMap((program) =>
        review(program, { strictnessLevel: level }).issues.map((i) => `${program.name}: line ${i.line} ${i.ruleId} (${i.type}) ${i.description}`),
      );
      expect(falsePositives).toEqual([]);
    });
  }

  it('reports a problem that ESLint and TypeScript both see once', () => {
    const duplicateKey = CORRECTNESS_DEFECTS.find((p) => p.name === 'duplicate object key') as CorpusProgram;
    expect(review(duplicateKey).issues.filter((i) => i.line === 4).map((i) => i.ruleId)).toEqual(['no-dupe-keys']);
    const nan = CORRECTNESS_DEFECTS.find((p) => p.name === 'NaN comparison') as CorpusProgram;
    expect(review(nan).issues.filter((i) => i.line === 3).map((i) => i.ruleId)).toEqual(['use-isnan']);
  });

  it('reports syntax errors as critical and leaves the rest until the code parses', () => {
    const broken = { name: 'broken', language: 'typescript', filePath: 'broken.ts', code: 'export function f( {\n  return 1;\n}\n' } as const;
    const result = review(broken);
    expect(result.issues.length).toBeGreaterThan(0);
    expect(result.issues.every((i) => i.severity === 'critical' && i.ruleId.startsWith('ts/'))).toBe(true);
    expect(result.analysers.eslint).toBe(false);
    expect(result.personalization).toMatchObject({ userStyleMatches: 0, styleChecks: [] });
  });

  it('follows the spec default style in the clean programs: all four style preferences match', () => {
    for (const program of CLEAN_PROGRAMS) {
      expect(review(program).personalization.userStyleMatches, program.name).toBe(4);
    }
  });
});

describe.each(CODE_REVIEW_ISSUE_TYPES)('focus area %s', (type: CodeReviewIssueType) => {
  it('keeps only issues of that type', () => {
    for (const program of DEFECT_PROGRAMS.slice(0, 12)) {
      const { issues } = review(program, { focusAreas: [type] });
      expect(issues.every((i) => i.type === type)).toBe(true);
    }
  });
});
