import { reviewPreferencesSchema } from '@nova/shared';
import { describe, expect, it } from 'vitest';
import { fromForm, parseIndentSize, toForm, validateForm } from './preferences-form';

const defaults = reviewPreferencesSchema.parse({});

describe('preferences form', () => {
  it('round-trips the preferences', () => {
    const preferences = reviewPreferencesSchema.parse({
      strictnessLevel: 'strict',
      focusAreas: ['security'],
      ignoredRules: ['eqeqeq', 'sonarjs/*'],
      codingStyle: { indentSize: 4, quotes: 'double', semicolons: false, trailingComma: false },
      frameworks: ['react', 'vue'],
      customRules: [{ id: 'no-lodash', pattern: "from 'lodash'", message: 'Use the standard library' }],
    });
    expect(fromForm(toForm(preferences))).toEqual(preferences);
    expect(fromForm(toForm(defaults))).toEqual(defaults);
  });

  it('limits the indent size to whole numbers 2–8 (spec B §5)', () => {
    expect(['2', '8', ' 4 '].map(parseIndentSize)).toEqual([2, 8, 4]);
    expect(['1', '9', '2.5', '', 'abc', '-2'].map(parseIndentSize)).toEqual([null, null, null, null, null, null]);
    const form = { ...toForm(defaults), indentSize: '9' };
    expect(validateForm(form)).toEqual({ indentSize: true });
    expect(fromForm(form)).toBeNull();
  });

  it('trims and de-duplicates ignored rules and frameworks', () => {
    const form = { ...toForm(defaults), ignoredRules: ' eqeqeq \n\n eqeqeq\nquotes', frameworks: 'react, , vue,react' };
    expect(fromForm(form)).toMatchObject({ ignoredRules: ['eqeqeq', 'quotes'], frameworks: ['react', 'vue'] });
  });

  it('flags incomplete or invalid custom rules by key', () => {
    const form = toForm(defaults);
    const rules = [
      { key: 1, id: 'ok', pattern: 'x', message: 'm', type: 'bug', severity: 'low' },
      { key: 2, id: 'bad id!', pattern: 'x', message: 'm', type: 'bug', severity: 'low' },
      { key: 3, id: 'regex', pattern: '(', message: 'm', type: 'bug', severity: 'low' },
      { key: 4, id: 'empty', pattern: 'x', message: '  ', type: 'bug', severity: 'low' },
    ] as const;
    expect(validateForm({ ...form, customRules: rules.map((r) => ({ ...r })) })).toEqual({ customRules: [2, 3, 4] });
  });
});
