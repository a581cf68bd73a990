import { CODE_REVIEW_INDENT_MAX, CODE_REVIEW_INDENT_MIN, CODE_REVIEW_ISSUE_TYPES, CODE_REVIEW_SEVERITIES, STRICTNESS_LEVELS } from '@nova/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast-store';
import { developerToolsStrings as t } from '@/lib/i18n/nb/developer-tools';
import { useReviewPreferences } from '../../hooks/use-review-preferences';
import { type CustomRuleDraft, fromForm, newRuleKey, type PreferencesForm, toForm, validateForm } from '../../model/preferences-form';
import { LabelledSelect } from './labelled-select';

const s = t.settings;

function CustomRuleRow({ rule, invalid, onChange, onRemove }: { rule: CustomRuleDraft; invalid: boolean; onChange(rule: CustomRuleDraft): void; onRemove(): void }) {
  const ids = useId();
  return (
    <li className="grid grid-cols-2 gap-1.5 rounded-md border border-border p-2" aria-invalid={invalid}>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${ids}-id`}>{s.ruleId}</Label>
        <Input id={`${ids}-id`} value={rule.id} onChange={(e) => onChange({ ...rule, id: e.target.value })} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${ids}-pattern`}>{s.pattern}</Label>
        <Input id={`${ids}-pattern`} className="font-mono" value={rule.pattern} onChange={(e) => onChange({ ...rule, pattern: e.target.value })} />
      </div>
      <div className="col-span-2 flex flex-col gap-1">
        <Label htmlFor={`${ids}-message`}>{s.message}</Label>
        <Input id={`${ids}-message`} value={rule.message} onChange={(e) => onChange({ ...rule, message: e.target.value })} />
      </div>
      <LabelledSelect
        label={s.ruleType}
        value={rule.type}
        options={CODE_REVIEW_ISSUE_TYPES.map((type) => ({ value: type, label: t.issueType[type] }))}
        onChange={(type) => onChange({ ...rule, type })}
      />
      <LabelledSelect
        label={s.ruleSeverity}
        value={rule.severity}
        options={CODE_REVIEW_SEVERITIES.map((severity) => ({ value: severity, label: t.severity[severity] }))}
        onChange={(severity) => onChange({ ...rule, severity })}
      />
      <Button size="sm" variant="ghost" className="col-span-2 justify-self-start" onClick={onRemove}>
        <Trash2 aria-hidden />
        {s.removeRule(rule.id)}
      </Button>
    </li>
  );
}

function PreferencesEditor({ initial }: { initial: PreferencesForm }) {
  const ids = useId();
  const { save } = useReviewPreferences();
  const [form, setForm] = useState(initial);
  const [saving, setSaving] = useState(false);
  const errors = validateForm(form);
  const set = <K extends keyof PreferencesForm>(key: K, value: PreferencesForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const preferences = fromForm(form);
    if (!preferences) return;
    setSaving(true);
    try {
      setForm(toForm(await save(preferences)));
      toast({ title: s.saved, durationMs: 2000 });
    } catch (error) {
      console.error('Saving review preferences failed:', error);
      toast({ title: s.saveFailed, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-3 text-xs"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <LabelledSelect
        label={s.strictness}
        value={form.strictnessLevel}
        options={STRICTNESS_LEVELS.map((level) => ({ value: level, label: t.strictness[level] }))}
        onChange={(level) => set('strictnessLevel', level)}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-xs font-medium">{s.focusAreas}</legend>
        <div className="grid grid-cols-2 gap-1">
          {CODE_REVIEW_ISSUE_TYPES.map((type) => (
            <div key={type} className="flex items-center gap-1.5">
              <Checkbox
                id={`${ids}-focus-${type}`}
                checked={form.focusAreas.includes(type)}
                onCheckedChange={(checked) =>
                  set('focusAreas', checked === true ? [...form.focusAreas, type] : form.focusAreas.filter((f) => f !== type))
                }
              />
              <Label htmlFor={`${ids}-focus-${type}`} className="font-normal">
                {t.issueType[type]}
              </Label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${ids}-ignored`}>{s.ignoredRules}</Label>
        <Textarea id={`${ids}-ignored`} className="font-mono text-xs" rows={3} value={form.ignoredRules} onChange={(e) => set('ignoredRules', e.target.value)} />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${ids}-indent`}>{s.indentSize}</Label>
          <Input
            id={`${ids}-indent`}
            type="number"
            inputMode="numeric"
            min={CODE_REVIEW_INDENT_MIN}
            max={CODE_REVIEW_INDENT_MAX}
            step={1}
            value={form.indentSize}
            aria-invalid={errors.indentSize === true}
            aria-describedby={errors.indentSize ? `${ids}-indent-error` : undefined}
            onChange={(e) => set('indentSize', e.target.value)}
          />
          <FieldError id={`${ids}-indent-error`}>{errors.indentSize ? s.indentError : null}</FieldError>
        </div>
        <LabelledSelect
          label={s.quotes}
          value={form.quotes}
          options={[
            { value: 'single', label: s.quoteNames.single },
            { value: 'double', label: s.quoteNames.double },
          ]}
          onChange={(quotes) => set('quotes', quotes)}
        />
      </div>
      <div className="flex items-center gap-2">
        <Switch id={`${ids}-semi`} checked={form.semicolons} onCheckedChange={(checked) => set('semicolons', checked)} />
        <Label htmlFor={`${ids}-semi`}>{s.semicolons}</Label>
      </div>
      <div className="flex items-center gap-2">
        <Switch id={`${ids}-comma`} checked={form.trailingComma} onCheckedChange={(checked) => set('trailingComma', checked)} />
        <Label htmlFor={`${ids}-comma`}>{s.trailingComma}</Label>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${ids}-frameworks`}>{s.frameworks}</Label>
        <Input id={`${ids}-frameworks`} value={form.frameworks} onChange={(e) => set('frameworks', e.target.value)} />
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="text-xs font-medium">{s.customRules}</legend>
        <p className="text-muted-foreground">{s.customRulesHelp}</p>
        <ul className="flex flex-col gap-1.5">
          {form.customRules.map((rule) => (
            <CustomRuleRow
              key={rule.key}
              rule={rule}
              invalid={errors.customRules?.includes(rule.key) ?? false}
              onChange={(next) => set('customRules', form.customRules.map((r) => (r.key === rule.key ? next : r)))}
              onRemove={() => set('customRules', form.customRules.filter((r) => r.key !== rule.key))}
            />
          ))}
        </ul>
        {errors.customRules && <p role="alert" className="text-destructive">{s.ruleError}</p>}
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          onClick={() =>
            set('customRules', [...form.customRules, { key: newRuleKey(), id: '', pattern: '', message: '', type: 'best_practice', severity: 'medium' }])
          }
        >
          <Plus aria-hidden />
          {s.addRule}
        </Button>
      </fieldset>
      <Button type="submit" size="sm" className="self-start" disabled={saving || Object.keys(errors).length > 0}>
        {saving ? s.saving : s.save}
      </Button>
    </form>
  );
}

/** Spec B §3 review preferences, stored on the server per user. */
export function SettingsTab() {
  const { preferences, loaded, loadFailed } = useReviewPreferences();
  if (!loaded && !loadFailed) return <p className="text-xs text-muted-foreground">{t.review.loading}</p>;
  return (
    <div className="flex flex-col gap-2">
      {loadFailed && <p role="alert" className="text-xs text-destructive">{s.loadFailed}</p>}
      <PreferencesEditor key={JSON.stringify(preferences)} initial={toForm(preferences)} />
    </div>
  );
}
