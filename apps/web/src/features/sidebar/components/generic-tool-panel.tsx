import { sidebarStrings as t } from '@/lib/i18n/nb/sidebar';
import type { ToolDefinition } from '../tools/tool-registry';

/** For tools without a panel of their own: what the tool is, what it does, and its shortcut. */
export function GenericToolPanel({ tool }: { tool: ToolDefinition }) {
  const Icon = tool.icon;
  return (
    <div className="flex flex-col gap-4 p-3" data-testid={`generic-panel-${tool.id}`}>
      <div className="flex items-start gap-3">
        <span className="rounded-md bg-muted p-2">
          <Icon className="size-5 text-primary" aria-hidden />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 className="text-sm font-semibold">{tool.name}</h2>
          <p className="text-xs text-muted-foreground">{tool.description}</p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        <dt className="text-muted-foreground">{t.generic.category}</dt>
        <dd>{t.categories[tool.category]}</dd>
        <dt className="text-muted-foreground">{t.generic.shortcut}</dt>
        <dd>
          <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-[11px]">{tool.shortcutHint}</kbd>
        </dd>
      </dl>
      <section aria-label={t.generic.features} className="flex flex-col gap-1.5">
        <h3 className="text-xs font-semibold">{t.generic.features}</h3>
        <ul className="flex flex-col gap-1 text-xs">
          {tool.features.map((feature) => (
            <li key={feature} className="rounded-md border border-border px-2 py-1.5">
              {feature}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
