import { Page } from '@/components/ui/page';
import { strings } from '@/lib/i18n/strings';

export function BrowserPage() {
  const { title, description } = strings.pages.browser;
  return <Page title={title} description={description} />;
}
