import { describe, expect, it } from 'vitest';
import { buildModelPrompt, MODEL_CODE_MAX_CHARS, MODEL_CONFIDENCE, parseModelReply } from '../model-review.js';

const code = 'const a = 1;\nconst b = a + 1;\nexport { b };\n';

describe('model review', () => {
  it('sends the code with line numbers and the issues already found, cut to a maximum', () => {
    const [system, user] = buildModelPrompt(code, 'typescript', []);
    expect(system?.content).toContain('Answer with one JSON object');
    expect(user?.content).toContain('1: const a = 1;\n2: const b = a + 1;');
    expect(user?.content).toContain('Already reported:\n- none');
    const long = buildModelPrompt('x'.repeat(MODEL_CODE_MAX_CHARS + 10), 'typescript', [])[1]?.content ?? '';
    expect(long).toContain(`(The code was cut after ${MODEL_CODE_MAX_CHARS} characters.)`);
  });

  it('reads JSON wrapped in prose or a code fence and keeps only valid items', () => {
    const reply = `Sure:\n\`\`\`json\n${JSON.stringify({
      issues: [
        { line: 2, type: 'bug', severity: 'low', title: 'Off by one', description: 'b is a + 1', suggestedFix: 'const b = a;' },
        { line: 99, type: 'bug', severity: 'low', title: 'Past the end', description: 'x' },
        { line: 1, type: 'not-a-type', severity: 'low', title: 'Bad type', description: 'x' },
      ],
      suggestions: [{ type: 'testing', impact: 'low', description: 'Add a test' }, { type: 'magic', impact: 'low', description: 'x' }],
    })}\n\`\`\``;
    const parsed = parseModelReply(reply, code);
    expect(parsed.issues).toEqual([
      expect.objectContaining({
        line: 2,
        originalCode: 'const b = a + 1;',
        suggestedFix: 'const b = a;',
        confidence: MODEL_CONFIDENCE,
        autoFixable: false,
        source: 'model',
        ruleId: 'model',
      }),
    ]);
    expect(parsed.suggestions).toEqual([{ type: 'testing', impact: 'low', description: 'Add a test', source: 'model' }]);
  });

  it('throws on a reply without JSON, so the caller can mark the model as failed', () => {
    expect(() => parseModelReply('The code looks fine.', code)).toThrow('no JSON object');
  });
});
