import { Page } from '@/components/ui/page';
import { strings } from '@/lib/i18n/strings';

export function QaSuitePage() {
  const { title, description } = strings.pages.qaSuite;
  return <Page title={title} description={description} />;
}
