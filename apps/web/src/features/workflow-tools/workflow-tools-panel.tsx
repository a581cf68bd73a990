import { Workflow } from 'lucide-react';
import { PanelHeader } from '@/components/ui/panel-header';
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
      <PanelHeader icon={Workflow} title={s.title} description={s.description} />
      <QuickActions />
      <NodePalette />
      <AssistantBox />
      <VoiceControl />
      <LearningToggle />
    </div>
  );
}
