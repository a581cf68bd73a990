import {
  CODE_REVIEW_ISSUE_TYPES,
  CODE_REVIEW_SEVERITIES,
  type CodeReviewIssue,
  reviewSuggestionSchema,
  type ReviewSuggestion,
  SUGGESTION_IMPACTS,
} from '@nova/shared';
import { z } from 'zod';
import type { ChatModelProvider, UpstreamMessage } from '../ai-chat/chat-provider.js';

/** The model sees at most this much of the code (with line numbers); the static review sees all of it. */
export const MODEL_CODE_MAX_CHARS = 24_000;
export const MODEL_TIMEOUT_MS = 20_000;
const MODEL_MAX_ISSUES = 10;
const MODEL_MAX_SUGGESTIONS = 5;
/** Model findings are opinions, not proofs: never above this confidence. */
export const MODEL_CONFIDENCE = 0.4;

const modelIssueSchema = z.object({
  line: z.coerce.number().int().min(1),
  type: z.enum(CODE_REVIEW_ISSUE_TYPES),
  severity: z.enum(CODE_REVIEW_SEVERITIES),
  title: z.string().min(1).max(200),
  description: z.string().min(1).max(2000),
  suggestedFix: z.string().max(2000).optional(),
});
const modelSuggestionSchema = reviewSuggestionSchema.pick({ type: true, impact: true, description: true });

export function buildModelPrompt(code: string, language: string, found: readonly CodeReviewIssue[]): UpstreamMessage[] {
  const numbered = code
    .slice(0, MODEL_CODE_MAX_CHARS)
    .split('\n')
    .map((line, i) => `${i + 1}: ${line}`)
    .join('\n');
  const cut = code.length > MODEL_CODE_MAX_CHARS ? `\n(The code was cut after ${MODEL_CODE_MAX_CHARS} characters.)` : '';
  const known = found.slice(0, 40).map((i) => `- line ${i.line}: ${i.title}`).join('\n') || '- none';
  return [
    {
      role: 'system',
      content: [
        'You are a senior code reviewer. Static analysers (ESLint, the TypeScript compiler) have already reviewed the code;',
        'add only real problems they missed, and concrete improvement suggestions. Answer with one JSON object and nothing else:',
        `{"issues":[{"line":<number>,"type":<one of ${CODE_REVIEW_ISSUE_TYPES.join(', ')}>,"severity":<one of ${CODE_REVIEW_SEVERITIES.join(', ')}>,"title":"...","description":"...","suggestedFix":"<the corrected line, optional>"}],`,
        `"suggestions":[{"type":<one of refactoring, performance, security, testing, documentation, style, best_practice>,"impact":<one of ${SUGGESTION_IMPACTS.join(', ')}>,"description":"..."}]}`,
        `At most ${MODEL_MAX_ISSUES} issues and ${MODEL_MAX_SUGGESTIONS} suggestions. Use empty lists when there is nothing to add.`,
      ].join(' '),
    },
    { role: 'user', content: `Language: ${language}\nAlready reported:\n${known}\n\nCode:\n${numbered}${cut}` },
  ];
}

/** The JSON object in a reply, also when the model wrapped it in prose or a code fence. */
function extractJson(reply: string): unknown {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start === -1 || end <= start) throw new Error('the reply holds no JSON object');
  return JSON.parse(reply.slice(start, end + 1));
}

export interface ModelContribution {
  issues: CodeReviewIssue[];
  suggestions: ReviewSuggestion[];
}

/**
 * What the model adds, validated item by item (invalid items are dropped): issues marked
 * `source: model` with confidence at most MODEL_CONFIDENCE and never auto-fixable.
 */
export function parseModelReply(reply: string, code: string): ModelContribution {
  const parsed = z.object({ issues: z.array(z.unknown()).optional(), suggestions: z.array(z.unknown()).optional() }).parse(extractJson(reply));
  const lines = code.split('\n');
  const issues: CodeReviewIssue[] = [];
  for (const [index, raw] of (parsed.issues ?? []).slice(0, MODEL_MAX_ISSUES).entries()) {
    const item = modelIssueSchema.safeParse(raw);
    if (!item.success || item.data.line > lines.length) continue;
    const originalCode = lines[item.data.line - 1] ?? '';
    const fix = item.data.suggestedFix;
    issues.push({
      id: `model@${item.data.line}:${index}`,
      type: item.data.type,
      severity: item.data.severity,
      title: item.data.title,
      description: item.data.description,
      line: item.data.line,
      endLine: item.data.line,
      column: 1,
      originalCode,
      suggestedFix: fix && !fix.includes('\n') && fix !== originalCode ? fix : null,
      autoFixable: false,
      confidence: MODEL_CONFIDENCE,
      tags: ['ai-model'],
      ruleId: 'model',
      source: 'model',
    });
  }
  const suggestions = (parsed.suggestions ?? []).slice(0, MODEL_MAX_SUGGESTIONS).flatMap((raw) => {
    const item = modelSuggestionSchema.safeParse(raw);
    return item.success ? [{ ...item.data, source: 'model' as const }] : [];
  });
  return { issues, suggestions };
}

/** Asks the provider; any failure (unreachable, timeout, unusable reply) yields null. */
export async function askModel(
  provider: ChatModelProvider,
  code: string,
  language: string,
  found: readonly CodeReviewIssue[],
): Promise<ModelContribution | null> {
  try {
    const reply = await provider.complete(buildModelPrompt(code, language, found), AbortSignal.timeout(MODEL_TIMEOUT_MS));
    return parseModelReply(reply, code);
  } catch {
    return null;
  }
}
