import { Page } from '@/components/ui/page';
import { strings } from '@/lib/i18n/strings';

export function OutreachPage() {
  const { title, description } = strings.pages.outreach;
  return <Page title={title} description={description} />;
}
