import { Page } from '@/components/ui/page';
import { strings } from '@/lib/i18n/strings';
import { ActivityCard } from './components/activity-card';
import { ApiKeyCard } from './components/api-key-card';
import { OwnerCard } from './components/owner-card';
import { VoiceCard } from './components/voice-card';

/** The workspace owner: name and avatar, API key and usage, voice statistics and activity. */
export function ProfilePage() {
  const { title, description } = strings.pages.profile;
  return (
    <Page title={title} description={description}>
      <div className="grid gap-4 lg:grid-cols-2">
        <OwnerCard />
        <ApiKeyCard />
        <VoiceCard />
        <ActivityCard />
      </div>
    </Page>
  );
}
