import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { pluginStrings as t } from '@/lib/i18n/nb/plugins';
import { isDefaultPlugin } from '../model/default-plugins';
import type { Plugin } from '../model/plugin-types';

export function PluginRow({ plugin, onToggle, onEdit, onRemove }: { plugin: Plugin; onToggle: () => void; onEdit: () => void; onRemove: () => void }) {
  const custom = !isDefaultPlugin(plugin.id);
  return (
    <li className="flex flex-col gap-1 rounded-md border border-border p-2" data-plugin-id={plugin.id}>
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1 truncate text-sm font-medium">{plugin.name}</span>
        <Badge variant={plugin.enabled ? 'success' : 'outline'}>{plugin.enabled ? t.active : t.inactive}</Badge>
        <Switch checked={plugin.enabled} onCheckedChange={onToggle} aria-label={t.toggle(plugin.name)} />
      </div>
      <p className="text-xs text-muted-foreground">{plugin.description}</p>
      <div className="flex items-center gap-1">
        <code className="flex-1 text-xs">{plugin.command}</code>
        {custom ? (
          <>
            <Button variant="ghost" size="icon" className="size-7" aria-label={`${t.edit} ${plugin.name}`} onClick={onEdit}>
              <Pencil aria-hidden />
            </Button>
            <Button variant="ghost" size="icon" className="size-7" aria-label={`${t.remove} ${plugin.name}`} onClick={onRemove}>
              <Trash2 aria-hidden />
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
