import { FlaskConical, Play, Plus, Save, Square, Zap, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { workflowToolsStrings } from '@/lib/i18n/nb/workflow-tools';
import { QUICK_ACTIONS } from '../data/quick-actions';
import type { QuickActionId } from '../data/types';
import { ToolSection } from './tool-section';

const icons: Record<QuickActionId, LucideIcon> = { new: Plus, run: Play, stop: Square, save: Save, test: FlaskConical };

export function QuickActions() {
  const s = workflowToolsStrings.quickActions;
  return (
    <ToolSection title={s.heading} icon={Zap}>
      <div className="grid grid-cols-1 gap-1.5 @sm:grid-cols-2 @2xl:grid-cols-3">
        {QUICK_ACTIONS.map((id) => {
          const Icon = icons[id];
          const label = s.items[id];
          return (
            <Button
              key={id}
              variant="outline"
              size="sm"
              className="h-auto min-h-8 justify-start whitespace-normal py-1.5 text-left"
              onClick={() => toast({ title: label, description: s.placeholderDescription })}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          );
        })}
      </div>
    </ToolSection>
  );
}
