import { Page } from '@/components/ui/page';
import { strings } from '@/lib/i18n/strings';

export function DeveloperDashboardPage() {
  const { title, description } = strings.pages.developerDashboard;
  return <Page title={title} description={description} />;
}
