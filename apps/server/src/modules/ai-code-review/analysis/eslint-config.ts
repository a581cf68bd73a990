import type { ReviewPreferences, StrictnessLevel } from '@nova/shared';
import { STRICTNESS_LEVELS } from '@nova/shared';
import type { ESLint, Linter } from 'eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import security from 'eslint-plugin-security';
import sonarjs from 'eslint-plugin-sonarjs';
import globals from 'globals';
import type ts from 'typescript';
import tseslint from 'typescript-eslint';
import { RULE_CATALOGUE, type RuleEntry, STYLE_RULES } from './rule-catalogue.js';
import { novaPlugin } from './rules/index.js';
import { isIgnored } from './ignored-rules.js';

const rank = (level: StrictnessLevel) => STRICTNESS_LEVELS.indexOf(level);

function optionsFor(entry: RuleEntry, level: StrictnessLevel): unknown[] {
  for (let i = rank(level); i >= 0; i--) {
    const options = entry.options?.[STRICTNESS_LEVELS[i] as StrictnessLevel];
    if (options) return options;
  }
  // A rule that runs below its usual level because of a focus area takes its lowest options.
  return Object.values(entry.options ?? {})[0] ?? [];
}

const REACT_RULE = /^(react-hooks\/|nova\/effect-|nova\/jsx-|sonarjs\/(jsx-|no-hook-setter|no-uniq-key))/;

/** Whether style findings become issues: from moderate up, or when style is a focus area. */
export function styleReported(preferences: ReviewPreferences): boolean {
  const focus = preferences.focusAreas;
  return focus.length > 0 ? focus.includes('style') : rank(preferences.strictnessLevel) >= rank('moderate');
}

/**
 * The ESLint rules a review runs for these preferences: by strictness, focus areas, frameworks and
 * ignoredRules. The coding-style rules always run (userStyleMatches needs them); styleReported
 * decides whether their findings are issues.
 */
export function selectRules(preferences: ReviewPreferences): Linter.RulesRecord {
  const level = preferences.strictnessLevel;
  const focus = new Set(preferences.focusAreas);
  const usesReact = preferences.frameworks.some((f) => f.toLowerCase() === 'react');
  const rules: Linter.RulesRecord = {};
  for (const [id, entry] of Object.entries(RULE_CATALOGUE)) {
    const runs = focus.size > 0 ? focus.has(entry.type) : rank(entry.from) <= rank(level);
    if (!runs || isIgnored(id, preferences.ignoredRules)) continue;
    if (!usesReact && REACT_RULE.test(id)) continue;
    rules[id] = ['error', ...optionsFor(entry, level)] as Linter.RuleEntry;
  }
  {
    const style = preferences.codingStyle;
    const styleRules: Linter.RulesRecord = {
      'nova/indent': ['error', style.indentSize],
      quotes: ['error', style.quotes, { avoidEscape: true, allowTemplateLiterals: true }],
      semi: ['error', style.semicolons ? 'always' : 'never'],
      'comma-dangle': [
        'error',
        style.trailingComma
          ? { arrays: 'always-multiline', objects: 'always-multiline', imports: 'always-multiline', exports: 'always-multiline', functions: 'ignore' }
          : 'never',
      ],
    };
    for (const [id, entry] of Object.entries(styleRules)) {
      if (id in STYLE_RULES && !isIgnored(id, preferences.ignoredRules)) rules[id] = entry;
    }
  }
  return rules;
}

const plugins = {
  '@typescript-eslint': tseslint.plugin,
  sonarjs,
  security,
  'react-hooks': reactHooks,
  nova: novaPlugin,
} as unknown as Record<string, ESLint.Plugin>;

/** One flat config for the reviewed file; the TypeScript program gives the type-aware rules their types. */
export function buildConfig(rules: Linter.RulesRecord, program: ts.Program | null, jsx: boolean): Linter.Config[] {
  return [
    {
      files: ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'],
      plugins,
      languageOptions: {
        parser: tseslint.parser as Linter.Parser,
        ecmaVersion: 'latest',
        sourceType: 'module',
        globals: { ...globals.browser, ...globals.node, ...globals.es2021 },
        parserOptions: { ecmaFeatures: { jsx }, ...(program ? { programs: [program] } : {}) },
      },
      linterOptions: { reportUnusedDisableDirectives: 'off' },
      settings: { react: { version: '19.0' } },
      rules,
    },
  ];
}

/** Rules that need type information: their fixes are not auto-fixable, since auto-fix lints without a program. */
export const TYPED_RULES: ReadonlySet<string> = new Set(
  Object.entries(plugins).flatMap(([prefix, plugin]) =>
    Object.entries(plugin.rules ?? {})
      .filter(([, rule]) => (rule as { meta?: { docs?: { requiresTypeChecking?: boolean } } }).meta?.docs?.requiresTypeChecking)
      .map(([name]) => `${prefix}/${name}`),
  ),
);
