import type { CodeReviewIssueType, CodeReviewSeverity, StrictnessLevel } from '@nova/shared';

export interface RuleEntry {
  type: CodeReviewIssueType;
  severity: CodeReviewSeverity;
  /** How sure the rule is when it fires: 1 for exact checks, lower for heuristics. */
  confidence: number;
  title: string;
  /** The lowest strictness level that runs the rule (a focus area on its type runs it at any level). */
  from: StrictnessLevel;
  /** ESLint options for a level; a level without an entry uses the nearest lower one. */
  options?: Partial<Record<StrictnessLevel, unknown[]>>;
}

const rule = (
  type: CodeReviewIssueType,
  severity: CodeReviewSeverity,
  confidence: number,
  from: StrictnessLevel,
  title: string,
  options?: RuleEntry['options'],
): RuleEntry => ({ type, severity, confidence, from, title, ...(options ? { options } : {}) });

/**
 * Every ESLint rule the review runs, mapped to one of the spec's issue types and severities.
 * Only rules listed here run, so every finding has a mapping.
 */
export const RULE_CATALOGUE: Record<string, RuleEntry> = {
  // bug
  'no-dupe-keys': rule('bug', 'high', 1, 'lenient', 'Duplicate object key'),
  'no-duplicate-case': rule('bug', 'high', 1, 'lenient', 'Duplicate case label'),
  'no-unreachable': rule('bug', 'medium', 1, 'lenient', 'Unreachable code'),
  'no-self-assign': rule('bug', 'high', 1, 'lenient', 'Variable assigned to itself'),
  'no-cond-assign': rule('bug', 'high', 0.9, 'lenient', 'Assignment inside a condition'),
  'use-isnan': rule('bug', 'high', 1, 'lenient', 'Comparison with NaN'),
  'valid-typeof': rule('bug', 'high', 1, 'lenient', 'typeof compared with an impossible value'),
  'no-unsafe-finally': rule('bug', 'high', 1, 'lenient', 'Control flow inside finally'),
  'no-func-assign': rule('bug', 'high', 1, 'lenient', 'Function declaration reassigned'),
  'no-import-assign': rule('bug', 'high', 1, 'lenient', 'Import reassigned'),
  'no-const-assign': rule('bug', 'critical', 1, 'lenient', 'Constant reassigned'),
  'no-sparse-arrays': rule('bug', 'medium', 0.9, 'lenient', 'Sparse array literal'),
  'no-unsafe-optional-chaining': rule('bug', 'high', 1, 'lenient', 'Optional chain used where undefined throws'),
  'no-setter-return': rule('bug', 'medium', 1, 'lenient', 'Setter returns a value'),
  'getter-return': rule('bug', 'high', 1, 'lenient', 'Getter without return'),
  'array-callback-return': rule('bug', 'high', 0.9, 'lenient', 'Array callback does not return a value'),
  'no-fallthrough': rule('bug', 'medium', 0.9, 'lenient', 'Switch case falls through'),
  'no-async-promise-executor': rule('bug', 'high', 1, 'lenient', 'Async Promise executor'),
  'no-promise-executor-return': rule('bug', 'medium', 0.9, 'lenient', 'Promise executor returns a value'),
  'no-compare-neg-zero': rule('bug', 'medium', 1, 'lenient', 'Comparison with -0'),
  'no-loss-of-precision': rule('bug', 'high', 1, 'lenient', 'Number literal loses precision'),
  'no-unused-expressions': rule('bug', 'medium', 0.8, 'moderate', 'Expression has no effect', {
    moderate: [{ allowShortCircuit: true, allowTernary: true, allowTaggedTemplates: true }],
  }),
  'sonarjs/no-element-overwrite': rule('bug', 'high', 0.95, 'lenient', 'Collection element overwritten'),
  'sonarjs/no-use-of-empty-return-value': rule('bug', 'high', 0.95, 'lenient', 'Result of a function without return value used'),
  'sonarjs/no-unthrown-error': rule('bug', 'high', 0.95, 'lenient', 'Error created but not thrown'),
  'sonarjs/no-misleading-array-reverse': rule('bug', 'medium', 0.8, 'moderate', 'reverse() or sort() mutates the array'),
  'sonarjs/no-alphabetical-sort': rule('bug', 'medium', 0.9, 'lenient', 'Numbers sorted as strings'),
  'sonarjs/no-empty-collection': rule('bug', 'high', 0.9, 'lenient', 'Collection read but never filled'),
  'sonarjs/no-extra-arguments': rule('bug', 'high', 0.9, 'lenient', 'Function called with extra arguments'),
  'sonarjs/jsx-no-leaked-render': rule('bug', 'medium', 0.8, 'moderate', 'Number leaks into rendered output'),
  'sonarjs/no-hook-setter-in-body': rule('bug', 'high', 0.95, 'lenient', 'State setter called while rendering'),
  'react-hooks/rules-of-hooks': rule('bug', 'critical', 1, 'lenient', 'Hook called conditionally'),
  'react-hooks/exhaustive-deps': rule('bug', 'medium', 0.8, 'moderate', 'Effect dependencies incomplete'),

  // logic_error
  'no-constant-condition': rule('logic_error', 'high', 0.95, 'lenient', 'Condition is always the same'),
  'no-constant-binary-expression': rule('logic_error', 'high', 1, 'lenient', 'Expression always has the same result'),
  'no-self-compare': rule('logic_error', 'high', 1, 'lenient', 'Value compared with itself'),
  'no-dupe-else-if': rule('logic_error', 'high', 1, 'lenient', 'Repeated else-if condition'),
  'no-unsafe-negation': rule('logic_error', 'high', 1, 'lenient', 'Negation applies to the wrong operand'),
  'for-direction': rule('logic_error', 'high', 1, 'lenient', 'Loop counter moves the wrong way'),
  'no-unmodified-loop-condition': rule('logic_error', 'high', 0.85, 'lenient', 'Loop condition never changes'),
  'sonarjs/no-identical-conditions': rule('logic_error', 'high', 1, 'lenient', 'Identical conditions in an if chain'),
  'sonarjs/no-identical-expressions': rule('logic_error', 'high', 1, 'lenient', 'Identical operands'),
  'sonarjs/no-all-duplicated-branches': rule('logic_error', 'high', 1, 'lenient', 'All branches do the same'),
  'sonarjs/no-collection-size-mischeck': rule('logic_error', 'high', 0.95, 'lenient', 'Collection size compared with zero wrongly'),
  'sonarjs/no-gratuitous-expressions': rule('logic_error', 'medium', 0.85, 'moderate', 'Condition already known'),
  'sonarjs/comma-or-logical-or-case': rule('logic_error', 'high', 0.95, 'lenient', 'Case label with comma or ||'),
  'sonarjs/no-same-line-conditional': rule('logic_error', 'medium', 0.8, 'moderate', 'if on the same line as a closing brace'),
  'sonarjs/different-types-comparison': rule('logic_error', 'high', 0.9, 'lenient', 'Strict comparison of different types'),

  // security
  'no-eval': rule('security', 'critical', 1, 'lenient', 'eval() executes arbitrary code'),
  'no-implied-eval': rule('security', 'high', 0.95, 'lenient', 'String evaluated as code'),
  'no-new-func': rule('security', 'high', 0.95, 'lenient', 'Function constructor evaluates code'),
  'no-script-url': rule('security', 'high', 0.95, 'lenient', 'javascript: URL'),
  'nova/no-unsafe-html': rule('security', 'high', 0.85, 'lenient', 'HTML inserted from a value (XSS)'),
  'security/detect-unsafe-regex': rule('security', 'high', 0.7, 'lenient', 'Regular expression open to ReDoS'),
  'security/detect-non-literal-regexp': rule('security', 'medium', 0.6, 'strict', 'Regular expression built from a value'),
  'security/detect-child-process': rule('security', 'high', 0.7, 'lenient', 'Child process started from code'),
  'security/detect-non-literal-fs-filename': rule('security', 'medium', 0.5, 'strict', 'File path built from a value'),
  'security/detect-non-literal-require': rule('security', 'medium', 0.6, 'moderate', 'Module loaded from a computed name'),
  'security/detect-possible-timing-attacks': rule('security', 'medium', 0.5, 'strict', 'Secret compared in non-constant time'),
  'security/detect-pseudoRandomBytes': rule('security', 'high', 0.9, 'lenient', 'pseudoRandomBytes is not secure'),
  'security/detect-buffer-noassert': rule('security', 'medium', 0.9, 'lenient', 'Buffer read without bounds check'),
  'security/detect-new-buffer': rule('security', 'medium', 0.8, 'lenient', 'new Buffer with a value'),
  'security/detect-bidi-characters': rule('security', 'critical', 0.95, 'lenient', 'Bidirectional control characters (Trojan Source)'),
  'security/detect-object-injection': rule('security', 'low', 0.3, 'strict', 'Object property chosen by a value'),
  'sonarjs/hashing': rule('security', 'high', 0.9, 'lenient', 'Weak hashing algorithm'),
  'sonarjs/no-weak-cipher': rule('security', 'high', 0.9, 'lenient', 'Weak cipher'),
  'sonarjs/no-hardcoded-passwords': rule('security', 'high', 0.8, 'lenient', 'Hard-coded password'),
  'sonarjs/no-hardcoded-secrets': rule('security', 'high', 0.7, 'lenient', 'Hard-coded secret'),
  'sonarjs/os-command': rule('security', 'high', 0.7, 'lenient', 'OS command run from code'),
  'sonarjs/sql-queries': rule('security', 'high', 0.8, 'lenient', 'SQL query built from values'),
  'sonarjs/unverified-certificate': rule('security', 'critical', 0.9, 'lenient', 'TLS certificate checks disabled'),
  'sonarjs/insecure-jwt-token': rule('security', 'high', 0.9, 'lenient', 'JWT without a secure algorithm'),
  'sonarjs/link-with-target-blank': rule('security', 'medium', 0.8, 'moderate', 'target="_blank" without noopener'),
  'sonarjs/insecure-cookie': rule('security', 'medium', 0.7, 'moderate', 'Cookie without the secure flag'),
  'sonarjs/pseudo-random': rule('security', 'low', 0.4, 'strict', 'Math.random is not secure'),
  'sonarjs/no-hardcoded-ip': rule('security', 'low', 0.5, 'strict', 'Hard-coded IP address'),
  'sonarjs/post-message': rule('security', 'medium', 0.7, 'moderate', 'postMessage without a target origin check'),

  // performance
  'no-await-in-loop': rule('performance', 'medium', 0.8, 'moderate', 'await inside a loop runs requests one by one'),
  'nova/spread-accumulator': rule('performance', 'medium', 0.9, 'moderate', 'Quadratic reduce'),
  'nova/sync-io-in-async': rule('performance', 'medium', 0.85, 'moderate', 'Blocking call in async code'),
  'sonarjs/function-inside-loop': rule('performance', 'low', 0.6, 'strict', 'Function created inside a loop'),

  // memory_leak
  'nova/effect-cleanup': rule('memory_leak', 'high', 0.85, 'lenient', 'Effect without cleanup'),
  'nova/uncleared-interval': rule('memory_leak', 'medium', 0.85, 'lenient', 'Interval that can never be cleared'),
  'nova/unbounded-cache': rule('memory_leak', 'medium', 0.6, 'moderate', 'Module-level collection grows without bound'),

  // race_condition
  'require-atomic-updates': rule('race_condition', 'high', 0.6, 'moderate', 'Shared value updated across an await'),
  '@typescript-eslint/no-floating-promises': rule('race_condition', 'medium', 0.8, 'moderate', 'Promise neither awaited nor handled'),
  '@typescript-eslint/no-misused-promises': rule('race_condition', 'high', 0.85, 'lenient', 'Promise used where a value is expected', {
    lenient: [{ checksVoidReturn: { attributes: false } }],
  }),
  'nova/effect-async-race': rule('race_condition', 'high', 0.7, 'lenient', 'Stale asynchronous result can win'),

  // accessibility
  'nova/jsx-accessibility': rule('accessibility', 'medium', 0.9, 'moderate', 'Element not accessible'),
  'sonarjs/table-header': rule('accessibility', 'medium', 0.8, 'moderate', 'Table without headers'),
  'sonarjs/object-alt-content': rule('accessibility', 'medium', 0.8, 'moderate', '<object> without alternative content'),

  // maintainability
  'sonarjs/cognitive-complexity': rule('maintainability', 'medium', 1, 'moderate', 'Function is hard to follow', {
    moderate: [15],
    strict: [10],
  }),
  'sonarjs/no-identical-functions': rule('maintainability', 'medium', 0.95, 'moderate', 'Duplicated function'),
  'max-depth': rule('maintainability', 'medium', 1, 'moderate', 'Blocks nested too deeply', { moderate: [4], strict: [3] }),
  'max-params': rule('maintainability', 'low', 1, 'moderate', 'Too many parameters', { moderate: [5], strict: [4] }),
  'max-lines-per-function': rule('maintainability', 'low', 1, 'moderate', 'Function too long', {
    moderate: [{ max: 120, skipBlankLines: true, skipComments: true }],
    strict: [{ max: 60, skipBlankLines: true, skipComments: true }],
  }),
  'sonarjs/max-switch-cases': rule('maintainability', 'low', 1, 'moderate', 'Switch with too many cases'),
  'sonarjs/no-nested-conditional': rule('maintainability', 'low', 0.9, 'moderate', 'Nested ternary'),
  'sonarjs/no-nested-template-literals': rule('maintainability', 'low', 0.8, 'strict', 'Nested template literal'),
  'sonarjs/no-duplicate-string': rule('maintainability', 'low', 0.8, 'strict', 'String literal repeated', { strict: [{ threshold: 3 }] }),
  'sonarjs/no-duplicated-branches': rule('maintainability', 'medium', 0.9, 'moderate', 'Two branches with the same code'),

  // code_smell
  '@typescript-eslint/no-unused-vars': rule('code_smell', 'low', 0.95, 'moderate', 'Unused variable', {
    moderate: [{ argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' }],
  }),
  'sonarjs/no-dead-store': rule('code_smell', 'low', 0.9, 'moderate', 'Value assigned but never read'),
  'no-empty': rule('code_smell', 'medium', 0.9, 'moderate', 'Empty block', { moderate: [{ allowEmptyCatch: false }] }),
  'sonarjs/no-ignored-exceptions': rule('code_smell', 'medium', 0.8, 'moderate', 'Exception swallowed'),
  'sonarjs/no-small-switch': rule('code_smell', 'low', 0.9, 'strict', 'Switch with fewer than three cases'),
  'sonarjs/prefer-single-boolean-return': rule('code_smell', 'low', 0.9, 'moderate', 'if returning booleans'),
  'sonarjs/no-redundant-boolean': rule('code_smell', 'low', 0.95, 'moderate', 'Redundant boolean literal'),
  'sonarjs/no-inverted-boolean-check': rule('code_smell', 'low', 0.9, 'moderate', 'Inverted boolean check'),
  'sonarjs/no-redundant-jump': rule('code_smell', 'low', 0.95, 'moderate', 'Redundant jump'),
  'sonarjs/no-unused-collection': rule('code_smell', 'low', 0.9, 'moderate', 'Collection filled but never read'),
  'sonarjs/prefer-immediate-return': rule('code_smell', 'info', 0.9, 'strict', 'Variable returned right after assignment'),
  'sonarjs/todo-tag': rule('code_smell', 'info', 1, 'moderate', 'TODO left in the code'),
  'sonarjs/fixme-tag': rule('code_smell', 'low', 1, 'moderate', 'FIXME left in the code'),
  'sonarjs/no-commented-code': rule('code_smell', 'info', 0.7, 'strict', 'Commented-out code'),
  'no-useless-catch': rule('code_smell', 'low', 1, 'moderate', 'catch that only rethrows'),
  'no-useless-return': rule('code_smell', 'info', 1, 'moderate', 'Useless return'),
  'no-useless-rename': rule('code_smell', 'info', 1, 'moderate', 'Rename to the same name'),
  'no-lonely-if': rule('code_smell', 'info', 1, 'strict', 'if alone inside else'),
  'no-unneeded-ternary': rule('code_smell', 'low', 1, 'moderate', 'Unneeded ternary'),
  'no-extra-boolean-cast': rule('code_smell', 'info', 1, 'moderate', 'Redundant boolean cast'),
  'no-useless-concat': rule('code_smell', 'info', 1, 'moderate', 'Concatenation of two literals'),
  'no-empty-pattern': rule('code_smell', 'low', 1, 'moderate', 'Empty destructuring pattern'),

  // best_practice
  eqeqeq: rule('best_practice', 'medium', 0.95, 'moderate', 'Loose equality', { moderate: ['always', { null: 'ignore' }] }),
  'no-var': rule('best_practice', 'low', 1, 'moderate', 'var instead of let or const'),
  'prefer-const': rule('best_practice', 'low', 1, 'moderate', 'let never reassigned'),
  'no-throw-literal': rule('best_practice', 'medium', 0.95, 'moderate', 'Throwing something that is not an Error'),
  'prefer-promise-reject-errors': rule('best_practice', 'medium', 0.9, 'moderate', 'Promise rejected with a non-Error'),
  'no-new-wrappers': rule('best_practice', 'medium', 1, 'moderate', 'Primitive wrapper object'),
  '@typescript-eslint/no-explicit-any': rule('best_practice', 'low', 0.9, 'moderate', 'Explicit any'),
  '@typescript-eslint/no-non-null-assertion': rule('best_practice', 'low', 0.8, 'strict', 'Non-null assertion'),
  '@typescript-eslint/ban-ts-comment': rule('best_practice', 'medium', 0.9, 'moderate', 'TypeScript check suppressed'),
  'sonarjs/no-uniq-key': rule('best_practice', 'medium', 0.85, 'moderate', 'Array index used as React key'),
  'sonarjs/deprecation': rule('best_practice', 'low', 0.8, 'strict', 'Deprecated API'),
  'prefer-template': rule('best_practice', 'info', 1, 'strict', 'String concatenation instead of a template'),
  'object-shorthand': rule('best_practice', 'info', 1, 'strict', 'Property could use shorthand'),
  'dot-notation': rule('best_practice', 'info', 1, 'strict', 'Bracket access with a literal name'),
  'no-console': rule('best_practice', 'info', 0.7, 'strict', 'console call left in', { strict: [{ allow: ['warn', 'error'] }] }),

  // documentation
  'nova/jsdoc-params': rule('documentation', 'medium', 1, 'moderate', 'JSDoc names a parameter that does not exist'),
  'nova/require-jsdoc': rule('documentation', 'low', 1, 'strict', 'Exported code without JSDoc'),
};

/** The coding-style rules, configured from codingStyle; run from moderate up or with the style focus. */
export const STYLE_RULES: Record<string, { aspect: 'indentSize' | 'quotes' | 'semicolons' | 'trailingComma'; title: string }> = {
  'nova/indent': { aspect: 'indentSize', title: 'Indentation differs from your style' },
  quotes: { aspect: 'quotes', title: 'Quotes differ from your style' },
  semi: { aspect: 'semicolons', title: 'Semicolons differ from your style' },
  'comma-dangle': { aspect: 'trailingComma', title: 'Trailing commas differ from your style' },
};
