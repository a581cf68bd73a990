import { Page } from '@/components/ui/page';
import { strings } from '@/lib/i18n/strings';

export function SettingsPage() {
  const { title, description } = strings.pages.settings;
  return <Page title={title} description={description} />;
}
