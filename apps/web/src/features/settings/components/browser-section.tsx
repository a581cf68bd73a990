import type { WorkspaceSettings } from '@nova/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast-store';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { settingsStrings as t } from '@/lib/i18n/nb/settings';
import { updateSettings } from '../api/update-settings';
import { SETTINGS_KEY } from '../api/workspace-settings';
import { searchEngineFrom, validateSearchEngine } from '../model/browser-form';
import { SaveFailed } from './settings-section';

/** Search engine and private-network blocking of the server's browser engine. */
export function BrowserSection({ settings }: { settings: WorkspaceSettings }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [searchEngine, setSearchEngine] = useState(() => searchEngineFrom(settings));
  const [block, setBlock] = useState(settings.browser.effective.blockPrivateNetwork);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { browser } = settings;
  const changed = searchEngine.trim() !== (browser.searchEngine ?? '') || block !== browser.effective.blockPrivateNetwork;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSearchEngine(searchEngine);
    setFieldError(problem);
    if (problem) return;
    setSaving(true);
    setSaveError(null);
    try {
      const patch = {
        searchEngine: searchEngine.trim() === '' ? null : searchEngine.trim(),
        ...(browser.blockPrivateNetworkLocked ? {} : { blockPrivateNetwork: block }),
      };
      queryClient.setQueryData(SETTINGS_KEY, await updateSettings({ browser: patch }));
      toast({ title: t.browser.saved });
    } catch (error) {
      setSaveError(apiErrorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void save(event)} noValidate>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-search`}>{t.browser.searchEngine}</Label>
        <Input
          id={`${id}-search`}
          type="url"
          value={searchEngine}
          placeholder={browser.environment.searchEngine}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-search-hint ${id}-search-error`}
          onChange={(e) => {
            setSearchEngine(e.target.value);
            setFieldError(null);
          }}
        />
        <p id={`${id}-search-hint`} className="text-xs text-muted-foreground">
          {t.browser.searchEngineHint} {t.useDefault(browser.environment.searchEngine)}
        </p>
        <FieldError id={`${id}-search-error`}>{fieldError}</FieldError>
      </div>
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-block`}>{t.browser.blockPrivateNetwork}</Label>
          <p id={`${id}-block-hint`} className="text-xs text-muted-foreground">
            {browser.blockPrivateNetworkLocked ? t.browser.locked : t.browser.blockPrivateNetworkHint}
          </p>
        </div>
        <Switch id={`${id}-block`} aria-describedby={`${id}-block-hint`} checked={block} disabled={browser.blockPrivateNetworkLocked} onCheckedChange={setBlock} />
      </div>
      <SaveFailed error={saveError} />
      <div>
        <Button type="submit" disabled={saving || !changed}>
          {saving ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
