import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { leadScrapingStrings as t } from '@/lib/i18n/nb/lead-scraping';
import { SCRAPING_DEFAULTS } from '../data/scraping-defaults';
import { SettingSwitch } from './setting-switch';

/** Content of the Oppsett tab. Settings are local state only; nothing is persisted. */
export function ScrapingSettingsTab() {
  const id = useId();
  const maxResultsId = `${id}-max-results`;
  const delayId = `${id}-delay`;
  const [autoDeduplicate, setAutoDeduplicate] = useState<boolean>(SCRAPING_DEFAULTS.autoDeduplicate);
  const [verifyEmails, setVerifyEmails] = useState<boolean>(SCRAPING_DEFAULTS.verifyEmails);
  const [gdprMode, setGdprMode] = useState<boolean>(SCRAPING_DEFAULTS.gdprMode);
  // Kept as text so the user can clear the field while typing without it snapping to 0.
  const [maxResults, setMaxResults] = useState(String(SCRAPING_DEFAULTS.maxResults));
  const [requestDelay, setRequestDelay] = useState(String(SCRAPING_DEFAULTS.requestDelayMs));

  return (
    <section className="flex flex-col gap-3" aria-label={t.settings.title}>
      <SettingSwitch
        label={t.settings.autoDeduplicate}
        hint={t.settings.autoDeduplicateHint}
        checked={autoDeduplicate}
        onCheckedChange={setAutoDeduplicate}
      />
      <SettingSwitch
        label={t.settings.verifyEmails}
        hint={t.settings.verifyEmailsHint}
        checked={verifyEmails}
        onCheckedChange={setVerifyEmails}
      />
      <SettingSwitch label={t.settings.gdprMode} hint={t.settings.gdprModeHint} checked={gdprMode} onCheckedChange={setGdprMode} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={maxResultsId}>{t.settings.maxResults}</Label>
        <Input
          id={maxResultsId}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={maxResults}
          onChange={(event) => setMaxResults(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={delayId}>{t.settings.requestDelay}</Label>
        <Input
          id={delayId}
          type="number"
          inputMode="numeric"
          min={0}
          step={100}
          value={requestDelay}
          onChange={(event) => setRequestDelay(event.target.value)}
        />
      </div>
    </section>
  );
}
