import { LoadingText } from '@/components/ui/query-status';
import { Page } from '@/components/ui/page';
import { EmbeddedPromptShortlist } from '@/features/prompt-library';
import { homeStrings as t } from '@/lib/i18n/nb/home';
import { strings } from '@/lib/i18n/strings';
import { HomeCard } from './components/home-card';
import { LayoutPresets } from './components/layout-presets';
import { QuickActions } from './components/quick-actions';
import { RecentChats } from './components/recent-chats';
import { StatusStrip } from './components/status-strip';
import { WorkflowRuns } from './components/workflow-runs';

/** The home dashboard: status, quick actions, recent chats, workflow runs, prompts and layout presets. */
export function HomePage() {
  const { title, description } = strings.pages.home;
  return (
    <Page title={title} description={description}>
      <StatusStrip />
      <div className="grid gap-4 lg:grid-cols-2">
        <QuickActions />
        <RecentChats />
        <WorkflowRuns />
        <HomeCard id="home-prompts" title={t.prompts.heading}>
          <EmbeddedPromptShortlist fallback={<LoadingText>{strings.loading}</LoadingText>} />
        </HomeCard>
        <LayoutPresets />
      </div>
    </Page>
  );
}
