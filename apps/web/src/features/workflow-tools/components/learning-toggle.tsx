import { GraduationCap } from 'lucide-react';
import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { workflowToolsStrings } from '@/lib/i18n/nb/workflow-tools';
import { ToolSection } from './tool-section';

export function LearningToggle({ defaultEnabled = false }: { defaultEnabled?: boolean }) {
  const s = workflowToolsStrings.learning;
  const id = useId();
  const [enabled, setEnabled] = useState(defaultEnabled);
  return (
    <ToolSection title={s.heading} icon={GraduationCap}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={id} className="leading-snug">
            {s.label}
          </Label>
          <p id={`${id}-description`} className="text-xs text-muted-foreground">
            {s.description}
          </p>
        </div>
        <Switch id={id} checked={enabled} onCheckedChange={setEnabled} aria-describedby={`${id}-description`} />
      </div>
    </ToolSection>
  );
}
