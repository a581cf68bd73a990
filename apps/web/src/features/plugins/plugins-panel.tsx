import { ChevronDown, ChevronRight, Download, Plus, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ApiKeyDialog } from '@/features/ai-chat/components/api-key-dialog';
import { downloadText } from '@/lib/dom';
import { pluginStrings as t } from '@/lib/i18n/nb/plugins';
import { PluginFormDialog } from './components/plugin-form-dialog';
import { PluginRow } from './components/plugin-row';
import { exportPlugins, importPlugins, registerPlugin, removePlugin, togglePlugin } from './model/plugin-registry';
import { getPlugins, setPlugins, usePlugins } from './model/plugin-store';
import type { Plugin } from './model/plugin-types';

/** Spec B §2: the plugin list (collapsible, count on the toggle) and the API settings. */
export function PluginsPanel() {
  const plugins = usePlugins();
  const id = useId();
  const [showPlugins, setShowPlugins] = useState(true);
  const [showApi, setShowApi] = useState(false);
  const [editing, setEditing] = useState<{ plugin: Plugin | null } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const importFile = async (file: File) => {
    try {
      const result = importPlugins(getPlugins(), JSON.parse(await file.text()));
      setPlugins(result.plugins);
      toast({ title: t.importTitle, description: t.imported(result.imported, result.failed), variant: result.failed ? 'destructive' : 'default' });
    } catch {
      toast({ title: t.importFailed, description: t.imported(0, 1), variant: 'destructive' });
    }
  };

  const remove = (plugin: Plugin) => {
    const result = removePlugin(getPlugins(), plugin.id);
    if (result.ok) setPlugins(result.plugins);
    else toast({ title: result.message, variant: 'destructive' });
  };

  return (
    <section aria-label={t.title} className="flex flex-col gap-3 p-3">
      <div className="flex items-center gap-1">
        <Button variant="ghost" size="sm" aria-expanded={showPlugins} aria-controls={`${id}-plugins`} onClick={() => setShowPlugins((v) => !v)}>
          {showPlugins ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
          {showPlugins ? t.hide(plugins.length) : t.show(plugins.length)}
        </Button>
      </div>
      {showPlugins ? (
        <div id={`${id}-plugins`} className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-1">
            <Button variant="outline" size="sm" onClick={() => setEditing({ plugin: null })}>
              <Plus aria-hidden /> {t.add}
            </Button>
            <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
              <Upload aria-hidden /> {t.importLabel}
            </Button>
            <Button variant="outline" size="sm" onClick={() => downloadText('plugins.json', JSON.stringify(exportPlugins(getPlugins()), null, 2))}>
              <Download aria-hidden /> {t.exportLabel}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              className="hidden"
              aria-label={t.importLabel}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void importFile(file);
              }}
            />
          </div>
          <ul aria-label={t.pluginsSection} className="flex flex-col gap-2">
            {plugins.map((plugin) => (
              <PluginRow
                key={plugin.id}
                plugin={plugin}
                onToggle={() => setPlugins(togglePlugin(getPlugins(), plugin.id, new Date().toISOString()))}
                onEdit={() => setEditing({ plugin })}
                onRemove={() => remove(plugin)}
              />
            ))}
          </ul>
        </div>
      ) : null}
      <Button variant="ghost" size="sm" className="self-start" aria-expanded={showApi} aria-controls={`${id}-api`} onClick={() => setShowApi((v) => !v)}>
        {showApi ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
        {showApi ? t.hideApi : t.showApi}
      </Button>
      {showApi ? (
        <div id={`${id}-api`} className="flex items-center gap-2 text-xs text-muted-foreground">
          <ApiKeyDialog />
          <p>{t.apiKeyHint}</p>
        </div>
      ) : null}
      {editing ? (
        <PluginFormDialog
          key={editing.plugin?.id ?? 'new'}
          open
          plugin={editing.plugin}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          onSave={(input) => {
            const result = registerPlugin(getPlugins(), input);
            if (!result.ok) return result.message;
            setPlugins(result.plugins);
            setEditing(null);
            toast({ title: t.saved });
            return null;
          }}
        />
      ) : null}
    </section>
  );
}
