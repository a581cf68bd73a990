import { Page } from '@/components/ui/page';
import { strings } from '@/lib/i18n/strings';

export function HomePage() {
  const { title, description } = strings.pages.home;
  return <Page title={title} description={description} />;
}
