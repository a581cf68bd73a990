import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { cn } from '@/lib/cn';
import { PanelHeader } from './panel-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

export interface PanelTab<V extends string> {
  value: V;
  label: string;
  Content: ComponentType;
}

/**
 * A tool panel: icon header, then tabs. Fluid from a 240 px sidebar to a full page (container
 * queries); `listClassName` sets the tab grid's columns.
 */
export function TabbedPanel<V extends string>({
  icon,
  title,
  description,
  tabsLabel,
  tabs,
  defaultTab,
  listClassName,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  tabsLabel: string;
  tabs: readonly PanelTab<V>[];
  defaultTab: V;
  listClassName: string;
}) {
  return (
    <div className="@container flex flex-col gap-3 p-3">
      <PanelHeader icon={icon} title={title} description={description} />
      <Tabs defaultValue={defaultTab}>
        <TabsList aria-label={tabsLabel} className={cn('grid h-auto', listClassName)}>
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, Content }) => (
          <TabsContent key={value} value={value}>
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
