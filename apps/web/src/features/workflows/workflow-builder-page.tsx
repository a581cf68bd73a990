import type { Workflow, WorkflowInput, WorkflowStepType } from '@nova/shared';
import { WORKFLOW_STEP_TYPES } from '@nova/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Page } from '@/components/ui/page';
import { toast } from '@/components/ui/toast-store';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { cn } from '@/lib/cn';
import { workflowStrings } from '@/lib/i18n/nb/workflows';
import { deleteWorkflow } from './api/delete-workflow';
import { listWorkflows } from './api/list-workflows';
import { saveWorkflow } from './api/save-workflow';
import { RunPanel } from './components/run-panel';
import { StepEditor } from './components/step-editor';
import { patchBuilder, useBuilder } from './model/builder-store';
import { draftFromStep, isStepType, newStepDraft, parameterTemplate, type StepDraft, stepFromDraft } from './model/step-draft';

const t = workflowStrings.builder;
const WORKFLOWS_KEY = ['/api/watched-workflows'];

interface Draft {
  name: string;
  description: string;
  status: Workflow['status'];
  parameters: string;
  steps: StepDraft[];
}

const draftOf = (workflow: Workflow | null): Draft => ({
  name: workflow?.name ?? '',
  description: workflow?.description ?? '',
  status: workflow?.status ?? 'active',
  parameters: JSON.stringify(workflow?.parameters ?? [], null, 2),
  steps: workflow ? workflow.steps.map(draftFromStep) : [newStepDraft('http.request', [])],
});

function toInput(draft: Draft): WorkflowInput {
  let parameters: WorkflowInput['parameters'];
  try {
    parameters = JSON.parse(draft.parameters || '[]') as WorkflowInput['parameters'];
  } catch {
    throw new Error(`${t.parameters}: ${t.invalidJson}`);
  }
  return { name: draft.name, description: draft.description, status: draft.status, parameters, steps: draft.steps.map(stepFromDraft) };
}

function WorkflowEditor({ workflow, onSaved, onDeleted }: { workflow: Workflow | null; onSaved: (w: Workflow) => void; onDeleted: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(workflow));
  const [newType, setNewType] = useState<WorkflowStepType>('http.request');
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setSteps = (steps: StepDraft[]) => set({ steps });

  const save = async () => {
    try {
      const saved = await saveWorkflow(toInput(draft), workflow?.id);
      setError(null);
      toast({ title: t.saved });
      onSaved(saved);
    } catch (e) {
      setError(apiErrorMessage(e));
    }
  };

  return (
    <form className="flex flex-col gap-3" aria-label={workflow?.name ?? t.newWorkflow} onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <Label htmlFor={`${id}-name`}>{t.name}</Label>
      <Input id={`${id}-name`} value={draft.name} onChange={(e) => set({ name: e.target.value })} />
      <Label htmlFor={`${id}-description`}>{t.descriptionLabel}</Label>
      <Input id={`${id}-description`} value={draft.description} onChange={(e) => set({ description: e.target.value })} />
      <Label htmlFor={`${id}-status`}>{t.status}</Label>
      <NativeSelect id={`${id}-status`} className="w-40" value={draft.status} onChange={(e) => set({ status: e.target.value === 'inactive' ? 'inactive' : 'active' })}>
        <option value="active">{t.active}</option>
        <option value="inactive">{t.inactive}</option>
      </NativeSelect>
      <Label htmlFor={`${id}-parameters`}>{t.parameters}</Label>
      <Textarea id={`${id}-parameters`} rows={3} className="font-mono text-xs" value={draft.parameters} onChange={(e) => set({ parameters: e.target.value })} />
      <h3 className="text-sm font-semibold">{t.steps}</h3>
      <ol className="flex flex-col gap-2">
        {draft.steps.map((step, index) => (
          <StepEditor
            key={index}
            step={step}
            index={index}
            count={draft.steps.length}
            onChange={(next) => setSteps(draft.steps.map((s, i) => (i === index ? next : s)))}
            onMove={(offset) => {
              const steps = [...draft.steps];
              const [moved] = steps.splice(index, 1);
              if (moved) steps.splice(index + offset, 0, moved);
              setSteps(steps);
            }}
            onRemove={() => setSteps(draft.steps.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      <div className="flex items-end gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-new-type`}>{t.stepType}</Label>
          <NativeSelect id={`${id}-new-type`} className="w-44" value={newType} onChange={(e) => { if (isStepType(e.target.value)) setNewType(e.target.value); }}>
            {WORKFLOW_STEP_TYPES.map((type) => (
              <option key={type} value={type}>{type}</option>
            ))}
          </NativeSelect>
        </div>
        <Button variant="outline" onClick={() => setSteps([...draft.steps, newStepDraft(newType, draft.steps.map((s) => s.id))])}>
          <Plus aria-hidden /> {t.addStep}
        </Button>
      </div>
      {error ? <p role="alert" className="text-xs text-destructive">{error}</p> : null}
      <div className="flex gap-2">
        <Button type="submit">{t.save}</Button>
        {workflow ? (
          <Button
            variant="outline"
            onClick={() => {
              void deleteWorkflow(workflow.id).then(
                () => {
                  toast({ title: t.deleted });
                  onDeleted();
                },
                (e: unknown) => setError(apiErrorMessage(e)),
              );
            }}
          >
            {t.delete}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The workflow builder (Ctrl+Shift+W): list, create, edit steps, run with parameters, watch the log, stop. */
export function WorkflowBuilderPage() {
  const queryClient = useQueryClient();
  const workflows = useQuery({ queryKey: WORKFLOWS_KEY, queryFn: () => listWorkflows() });
  const { selectedId } = useBuilder();
  const [creating, setCreating] = useState(false);
  const list = workflows.data ?? [];
  const selected = creating ? null : (list.find((w) => w.id === selectedId) ?? null);

  const select = (workflow: Workflow | null) => {
    setCreating(workflow === null);
    patchBuilder({ selectedId: workflow?.id ?? null, run: null, error: null, paramsText: parameterTemplate(workflow?.parameters ?? []) });
  };

  // The first visit selects the first workflow, so the shortcuts have something to run.
  const first = list[0];
  const known = list.some((w) => w.id === selectedId);
  useEffect(() => {
    if (!creating && first && !known && !workflows.isFetching) {
      patchBuilder({ selectedId: first.id, run: null, error: null, paramsText: parameterTemplate(first.parameters) });
    }
  }, [creating, first, known, workflows.isFetching]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: WORKFLOWS_KEY });

  return (
    <Page title={t.title} description={t.description}>
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <nav aria-label={t.list} className="flex flex-col gap-1">
          <Button variant="outline" size="sm" onClick={() => select(null)}>
            <Plus aria-hidden /> {t.newWorkflow}
          </Button>
          {workflows.isSuccess && list.length === 0 ? <p className="text-xs text-muted-foreground">{t.empty}</p> : null}
          <ul className="flex flex-col gap-1">
            {list.map((workflow) => (
              <li key={workflow.id}>
                <button
                  type="button"
                  aria-current={workflow.id === selected?.id ? 'true' : undefined}
                  className={cn('w-full rounded-md px-2 py-1 text-left text-sm hover:bg-muted', workflow.id === selected?.id && 'bg-muted font-medium')}
                  onClick={() => select(workflow)}
                >
                  {workflow.name}
                  {workflow.status === 'inactive' ? <span className="ml-1 text-xs text-muted-foreground">({t.inactive})</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-6">
          {creating || selected ? (
            <WorkflowEditor
              key={selected?.id ?? 'new'}
              workflow={selected}
              onSaved={(saved) => {
                queryClient.setQueryData<Workflow[]>(WORKFLOWS_KEY, (old = []) =>
                  old.some((w) => w.id === saved.id) ? old.map((w) => (w.id === saved.id ? saved : w)) : [...old, saved],
                );
                refresh();
                setCreating(false);
                patchBuilder({ selectedId: saved.id, paramsText: parameterTemplate(saved.parameters) });
              }}
              onDeleted={() => {
                refresh();
                patchBuilder({ selectedId: null, run: null });
              }}
            />
          ) : null}
          {selected ? <RunPanel /> : null}
        </div>
      </div>
    </Page>
  );
}
