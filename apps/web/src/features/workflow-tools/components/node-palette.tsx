import { Blocks, GripVertical } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { toast } from '@/components/ui/toast-store';
import { workflowToolsStrings } from '@/lib/i18n/nb/workflow-tools';
import { NODE_CATEGORIES, SAMPLE_NODES } from '../data/nodes';
import type { PaletteNode } from '../data/types';
import { writeNodeDragData } from '../model/node-drag';
import { ToolSection } from './tool-section';

function PaletteItem({ node, hintId }: { node: PaletteNode; hintId: string }) {
  const s = workflowToolsStrings.palette;
  const descriptionId = useId();

  // There is no canvas yet, so activating a node (click, Enter, Space) explains how to use it.
  function explain() {
    toast({ title: s.activatedTitle(node.label), description: s.activatedDescription });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      explain();
    }
  }

  return (
    <li>
      <div
        role="button"
        tabIndex={0}
        draggable
        aria-label={node.label}
        aria-roledescription={s.roleDescription}
        aria-describedby={`${descriptionId} ${hintId}`}
        data-node-type={node.type}
        onDragStart={(event) => writeNodeDragData(event.dataTransfer, node.type)}
        onClick={explain}
        onKeyDown={handleKeyDown}
        className="flex cursor-grab items-start gap-2 rounded-md border border-border bg-background px-2 py-1.5 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
      >
        <GripVertical className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="flex min-w-0 flex-col">
          <span className="text-xs font-medium">{node.label}</span>
          <span id={descriptionId} className="text-[11px] text-muted-foreground">
            {node.description}
          </span>
        </span>
      </div>
    </li>
  );
}

export function NodePalette() {
  const s = workflowToolsStrings.palette;
  const hintId = useId();
  return (
    <ToolSection title={s.heading} icon={Blocks}>
      <p id={hintId} className="text-xs text-muted-foreground">
        {s.hint}
      </p>
      {NODE_CATEGORIES.map((category) => {
        const nodes = SAMPLE_NODES.filter((n) => n.category === category);
        if (nodes.length === 0) return null;
        const headingId = `${hintId}-${category}`;
        return (
          <div key={category} className="flex flex-col gap-1">
            <h4 id={headingId} className="text-[11px] font-medium uppercase tracking-wide text-muted-foreground">
              {s.categories[category]}
            </h4>
            <ul aria-labelledby={headingId} className="grid grid-cols-1 gap-1.5 @xs:grid-cols-2 @2xl:grid-cols-3">
              {nodes.map((node) => (
                <PaletteItem key={node.type} node={node} hintId={hintId} />
              ))}
            </ul>
          </div>
        );
      })}
    </ToolSection>
  );
}
