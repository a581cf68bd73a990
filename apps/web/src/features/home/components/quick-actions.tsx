import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpen, Globe, MessageSquarePlus, Play } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { homeStrings as t } from '@/lib/i18n/nb/home';
import { emitWindowEvent } from '@/lib/window-events';
import { executeWorkflow } from '../api/execute-workflow';
import { navigateBrowser } from '../api/navigate-browser';
import { HOME_RUNS_KEY } from '../api/workflow-runs';
import { fetchWorkflows, HOME_WORKFLOWS_KEY } from '../api/workflows';
import { HomeCard } from './home-card';

function OpenInBrowser() {
  const [, navigate] = useLocation();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const open = useMutation({
    mutationFn: navigateBrowser,
    onSuccess: () => navigate('/browser'),
    onError: (failure) => setError(t.quick.openFailed(apiErrorMessage(failure))),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = address.trim();
    if (!input) return setError(t.quick.addressRequired);
    setError(null);
    open.mutate(input);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5" noValidate>
      <Label htmlFor={inputId}>{t.quick.addressLabel}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={inputId}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          placeholder={t.quick.addressPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-48 flex-1"
        />
        <Button type="submit" disabled={open.isPending}>
          <Globe aria-hidden />
          {open.isPending ? t.quick.opening : t.quick.open}
        </Button>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </form>
  );
}

function RunWorkflow() {
  const queryClient = useQueryClient();
  const workflows = useQuery({ queryKey: HOME_WORKFLOWS_KEY, queryFn: fetchWorkflows, staleTime: 0 });
  const active = (workflows.data ?? []).filter((workflow) => workflow.status === 'active');
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();
  const errorId = useId();
  const selected = active.find((workflow) => workflow.id === chosen) ?? active[0];
  const run = useMutation({
    mutationFn: executeWorkflow,
    onSuccess: (started) => {
      setError(null);
      toast({ title: t.quick.runStarted(started.workflowName), durationMs: 2000 });
      void queryClient.invalidateQueries({ queryKey: HOME_RUNS_KEY });
    },
    onError: (failure) => setError(t.quick.runFailed(apiErrorMessage(failure))),
  });

  const loadError = workflows.isError ? t.quick.workflowsFailed(apiErrorMessage(workflows.error)) : null;
  const shownError = error ?? loadError;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={selectId}>{t.quick.workflowLabel}</Label>
      <div className="flex flex-wrap gap-2">
        <NativeSelect
          id={selectId}
          value={selected?.id ?? ''}
          onChange={(event) => setChosen(event.target.value)}
          disabled={active.length === 0}
          aria-describedby={shownError ? errorId : undefined}
          className="min-w-48 flex-1"
        >
          {workflows.isPending ? <option value="">{t.status.checking}</option> : null}
          {!workflows.isPending && active.length === 0 ? <option value="">{t.quick.noWorkflows}</option> : null}
          {active.map((workflow) => (
            <option key={workflow.id} value={workflow.id}>
              {workflow.name}
            </option>
          ))}
        </NativeSelect>
        <Button variant="secondary" disabled={!selected || run.isPending} onClick={() => selected && run.mutate(selected.id)}>
          <Play aria-hidden />
          {run.isPending ? t.quick.starting : t.quick.runWorkflow}
        </Button>
      </div>
      <FieldError id={errorId}>{shownError}</FieldError>
    </div>
  );
}

/** Open a page, start a chat, open the prompt library or run a workflow. */
export function QuickActions() {
  return (
    <HomeCard id="home-quick" title={t.quick.heading}>
      <OpenInBrowser />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void import('@/features/ai-chat').then((chat) => chat.startNewChat())}>
          <MessageSquarePlus aria-hidden />
          {t.quick.newChat}
        </Button>
        <Button variant="outline" onClick={() => emitWindowEvent('openPromptLibrary')}>
          <BookOpen aria-hidden />
          {t.quick.promptLibrary}
        </Button>
      </div>
      <RunWorkflow />
    </HomeCard>
  );
}
