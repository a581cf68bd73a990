import { Page } from '@/components/ui/page';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { settingsStrings as t } from '@/lib/i18n/nb/settings';
import { strings } from '@/lib/i18n/strings';
import { useWorkspaceSettings } from './api/workspace-settings';
import { AiProviderSection } from './components/ai-provider-section';
import { BrowserSection } from './components/browser-section';
import { ChatSection } from './components/chat-section';
import { DataSection } from './components/data-section';
import { SectionNav } from './components/section-nav';
import { SectionState, SettingsSection } from './components/settings-section';
import { ShortcutsSection } from './components/shortcuts-section';
import { VoiceSection } from './components/voice-section';

/** /settings: AI provider, voice, chat, browser, shortcuts and data, each a section the nav reaches. */
export function SettingsPage() {
  const { title, description } = strings.pages.settings;
  const settings = useWorkspaceSettings();
  const serverState = (
    <SectionState
      loading={settings.isPending}
      error={settings.isError ? apiErrorMessage(settings.error) : null}
      loadingText={t.loading}
      errorText={t.loadFailed}
      onRetry={() => void settings.refetch()}
      retryText={t.retry}
    />
  );
  return (
    <Page title={title} description={description}>
      <div className="grid gap-6 md:grid-cols-[11rem_minmax(0,1fr)]">
        <SectionNav />
        <div className="flex min-w-0 flex-col gap-6">
          <SettingsSection id="ai" description={t.ai.description}>
            {settings.data ? <AiProviderSection settings={settings.data} /> : serverState}
          </SettingsSection>
          <SettingsSection id="voice" description={t.voice.description}>
            <VoiceSection />
          </SettingsSection>
          <SettingsSection id="chat" description={t.chat.description}>
            <ChatSection />
          </SettingsSection>
          <SettingsSection id="browser" description={t.browser.description}>
            {settings.data ? <BrowserSection settings={settings.data} /> : serverState}
          </SettingsSection>
          <SettingsSection id="shortcuts" description={t.shortcuts.description}>
            <ShortcutsSection />
          </SettingsSection>
          <SettingsSection id="data" description={t.data.description}>
            <DataSection />
          </SettingsSection>
        </div>
      </div>
    </Page>
  );
}
