import type { ReactNode } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { sidebarStrings as t } from '@/lib/i18n/nb/sidebar';
import type { ToolCategory, ToolId } from '../model/layout-types';
import { listTools } from '../tools/tool-registry';

const CATEGORY_ORDER: ToolCategory[] = ['data', 'browser', 'automation', 'development', 'custom'];

/** A menu of every registered tool, grouped by category; `exclude` hides tools already in place. */
export function ToolMenu({
  trigger,
  label,
  exclude = [],
  onSelect,
}: {
  trigger: ReactNode;
  label: string;
  exclude?: readonly ToolId[];
  onSelect: (tool: ToolId) => void;
}) {
  const tools = listTools().filter((tool) => !exclude.includes(tool.id));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent aria-label={label}>
        {CATEGORY_ORDER.map((category) => {
          const inCategory = tools.filter((tool) => tool.category === category);
          if (inCategory.length === 0) return null;
          return (
            <div key={category} role="group" aria-label={t.categories[category]}>
              <DropdownMenuLabel>{t.categories[category]}</DropdownMenuLabel>
              {inCategory.map((tool) => (
                <DropdownMenuItem key={tool.id} onSelect={() => onSelect(tool.id)}>
                  <tool.icon aria-hidden />
                  <span className="flex-1">{tool.name}</span>
                  <span className="text-[10px] text-muted-foreground">{tool.shortcutHint}</span>
                </DropdownMenuItem>
              ))}
            </div>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
