import { Workflow } from 'lucide-react';
import { workflowToolsStrings } from '@/lib/i18n/nb/workflow-tools';
import { AssistantBox } from './components/assistant-box';
import { LearningToggle } from './components/learning-toggle';
import { NodePalette } from './components/node-palette';
import { QuickActions } from './components/quick-actions';
import { VoiceControl } from './components/voice-control';

/** Workflow tools with sample data and placeholder actions; fluid from a 240 px sidebar to a full page. */
export function WorkflowToolsPanel() {
  const s = workflowToolsStrings.panel;
  return (
    <div className="@container flex flex-col gap-3 p-3">
      <header className="flex items-start gap-2">
        <Workflow className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0">
          <h2 className="text-sm font-semibold">{s.title}</h2>
          <p className="text-xs text-muted-foreground">{s.description}</p>
        </div>
      </header>
      <QuickActions />
      <NodePalette />
      <AssistantBox />
      <VoiceControl />
      <LearningToggle />
    </div>
  );
}
