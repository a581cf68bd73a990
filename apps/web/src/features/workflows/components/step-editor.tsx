import { HTTP_METHODS, WORKFLOW_STEP_TYPES } from '@nova/shared';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { workflowStrings } from '@/lib/i18n/nb/workflows';
import { isStepType, newStepDraft, STEP_FIELDS, type StepDraft } from '../model/step-draft';

const t = workflowStrings.builder;
const fieldLabel = (key: string) => (t.fields as Record<string, string>)[key] ?? key;

export interface StepEditorProps {
  step: StepDraft;
  index: number;
  count: number;
  onChange: (step: StepDraft) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

/** One step's form: id, type and the fields its type has. */
export function StepEditor({ step, index, count, onChange, onMove, onRemove }: StepEditorProps) {
  const id = useId();
  const setField = (key: string, value: string) => onChange({ ...step, fields: { ...step.fields, [key]: value } });
  const fields = [...STEP_FIELDS[step.type], { key: 'timeoutMs', kind: 'number' as const }];
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-3" aria-label={`${t.steps} ${index + 1}: ${step.id}`} data-step-id={step.id}>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-id`}>{t.stepId}</Label>
          <Input id={`${id}-id`} className="w-40" value={step.id} onChange={(e) => onChange({ ...step, id: e.target.value })} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-type`}>{t.stepType}</Label>
          <NativeSelect
            id={`${id}-type`}
            className="w-44"
            value={step.type}
            onChange={(e) => {
              if (isStepType(e.target.value)) onChange({ ...newStepDraft(e.target.value, []), id: step.id });
            }}
          >
            {WORKFLOW_STEP_TYPES.map((type) => (
              <option key={type} value={type}>{type}</option>
            ))}
          </NativeSelect>
        </div>
        <div className="ml-auto flex gap-1">
          <Button variant="ghost" size="icon" aria-label={t.moveUp} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label={t.moveDown} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`${t.removeStep} ${step.id}`} onClick={onRemove}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      {fields.map(({ key, kind }) => {
        const fieldId = `${id}-${key}`;
        const value = step.fields[key] ?? '';
        return (
          <div key={key} className="flex flex-col gap-1">
            <Label htmlFor={fieldId}>{fieldLabel(key)}</Label>
            {kind === 'method' ? (
              <NativeSelect id={fieldId} className="w-32" value={value || 'GET'} onChange={(e) => setField(key, e.target.value)}>
                {HTTP_METHODS.map((method) => (
                  <option key={method} value={method}>{method}</option>
                ))}
              </NativeSelect>
            ) : kind === 'textarea' || kind === 'json' ? (
              <Textarea id={fieldId} rows={kind === 'json' ? 3 : 2} className={kind === 'json' ? 'font-mono text-xs' : undefined} value={value} onChange={(e) => setField(key, e.target.value)} />
            ) : (
              <Input id={fieldId} inputMode={kind === 'number' ? 'numeric' : undefined} value={value} onChange={(e) => setField(key, e.target.value)} />
            )}
          </div>
        );
      })}
    </li>
  );
}
