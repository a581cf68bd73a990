import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { DeveloperToolsPanel } from '@/features/developer-tools';
import { ApiKeyCard } from '@/features/profile';
import { strings } from '@/lib/i18n/strings';
import { ErrorLog } from './components/error-log';
import { ServerHealth } from './components/server-health';

/** The Developer Tools panel as a page, with the API key's usage, server health and the recent error log. */
export function DeveloperDashboardPage() {
  const { title, description } = strings.pages.developerDashboard;
  return (
    <Page title={title} description={description}>
      <Card className="p-0">
        <DeveloperToolsPanel />
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <ApiKeyCard headingId="dashboard-api-key" />
        <ServerHealth />
        <ErrorLog />
      </div>
    </Page>
  );
}
