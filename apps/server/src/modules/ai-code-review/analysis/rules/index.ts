import type { ESLint } from 'eslint';
import { jsxAccessibility } from './accessibility.js';
import { jsdocParams, requireJsdoc } from './documentation.js';
import { indent } from './indent.js';
import { unboundedCache, unclearedInterval } from './memory.js';
import { spreadAccumulator, syncIoInAsync } from './performance.js';
import { effectAsyncRace, effectCleanup } from './react-effects.js';
import { noUnsafeHtml } from './unsafe-html.js';

/** The review's own rules, for what the rule sets of the other plugins do not cover. */
export const novaPlugin = {
  meta: { name: 'nova' },
  rules: {
    'effect-cleanup': effectCleanup,
    'effect-async-race': effectAsyncRace,
    'uncleared-interval': unclearedInterval,
    'unbounded-cache': unboundedCache,
    'spread-accumulator': spreadAccumulator,
    'sync-io-in-async': syncIoInAsync,
    'jsx-accessibility': jsxAccessibility,
    'no-unsafe-html': noUnsafeHtml,
    'require-jsdoc': requireJsdoc,
    'jsdoc-params': jsdocParams,
    indent,
  },
} as unknown as ESLint.Plugin;
