import { useState } from 'react';
import { leadScrapingStrings as t } from '@/lib/i18n/nb/lead-scraping';
import { SCRAPING_DEFAULTS } from '../data/scraping-defaults';
import { NumberSetting } from './number-setting';
import { SettingSwitch } from './setting-switch';

/** Content of the Oppsett tab. Settings are local state only; nothing is persisted. */
export function ScrapingSettingsTab() {
  const [autoDeduplicate, setAutoDeduplicate] = useState<boolean>(SCRAPING_DEFAULTS.autoDeduplicate);
  const [verifyEmails, setVerifyEmails] = useState<boolean>(SCRAPING_DEFAULTS.verifyEmails);
  const [gdprMode, setGdprMode] = useState<boolean>(SCRAPING_DEFAULTS.gdprMode);
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
      <NumberSetting label={t.settings.maxResults} min={1} step={1} value={maxResults} onChange={setMaxResults} />
      <NumberSetting label={t.settings.requestDelay} min={0} step={100} value={requestDelay} onChange={setRequestDelay} />
    </section>
  );
}
