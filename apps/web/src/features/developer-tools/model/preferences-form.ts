import {
  CODE_REVIEW_INDENT_MAX,
  CODE_REVIEW_INDENT_MIN,
  type CodeReviewIssueType,
  type CodeReviewSeverity,
  type ReviewPreferences,
  type StrictnessLevel,
} from '@nova/shared';

export interface CustomRuleDraft {
  key: number;
  id: string;
  pattern: string;
  message: string;
  type: CodeReviewIssueType;
  severity: CodeReviewSeverity;
}

/** The settings form: free-text fields stay text until saved, so typing is never fought. */
export interface PreferencesForm {
  strictnessLevel: StrictnessLevel;
  focusAreas: CodeReviewIssueType[];
  ignoredRules: string;
  indentSize: string;
  quotes: 'single' | 'double';
  semicolons: boolean;
  trailingComma: boolean;
  frameworks: string;
  customRules: CustomRuleDraft[];
}

export interface FormErrors {
  indentSize?: true;
  /** Keys of custom rules that are incomplete or invalid. */
  customRules?: number[];
}

let nextKey = 1;
export const newRuleKey = () => nextKey++;

export function toForm(preferences: ReviewPreferences): PreferencesForm {
  return {
    strictnessLevel: preferences.strictnessLevel,
    focusAreas: [...preferences.focusAreas],
    ignoredRules: preferences.ignoredRules.join('\n'),
    indentSize: String(preferences.codingStyle.indentSize),
    quotes: preferences.codingStyle.quotes,
    semicolons: preferences.codingStyle.semicolons,
    trailingComma: preferences.codingStyle.trailingComma,
    frameworks: preferences.frameworks.join(', '),
    customRules: preferences.customRules.map((rule) => ({ key: newRuleKey(), ...rule })),
  };
}

const RULE_ID = /^[\w-]{1,60}$/;
const isPattern = (pattern: string) => {
  try {
    new RegExp(pattern, 'u');
    return pattern.length > 0;
  } catch {
    return false;
  }
};

/** Spec B §5: indent size 2–8, a whole number. */
export function parseIndentSize(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= CODE_REVIEW_INDENT_MIN && value <= CODE_REVIEW_INDENT_MAX ? value : null;
}

export function validateForm(form: PreferencesForm): FormErrors {
  const errors: FormErrors = {};
  if (parseIndentSize(form.indentSize) === null) errors.indentSize = true;
  const badRules = form.customRules
    .filter((rule) => !RULE_ID.test(rule.id) || !isPattern(rule.pattern) || rule.message.trim() === '')
    .map((rule) => rule.key);
  if (badRules.length > 0) errors.customRules = badRules;
  return errors;
}

const lines = (text: string, separator: RegExp) =>
  [...new Set(text.split(separator).map((part) => part.trim()).filter(Boolean))];

/** The preferences the form holds; null while it has errors. */
export function fromForm(form: PreferencesForm): ReviewPreferences | null {
  const indentSize = parseIndentSize(form.indentSize);
  if (indentSize === null || Object.keys(validateForm(form)).length > 0) return null;
  return {
    strictnessLevel: form.strictnessLevel,
    focusAreas: form.focusAreas,
    ignoredRules: lines(form.ignoredRules, /\n/),
    codingStyle: { indentSize, quotes: form.quotes, semicolons: form.semicolons, trailingComma: form.trailingComma },
    frameworks: lines(form.frameworks, /[,\n]/),
    customRules: form.customRules.map(({ id, pattern, message, type, severity }) => ({ id, pattern, message: message.trim(), type, severity })),
  };
}
