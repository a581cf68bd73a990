import { Page } from '@/components/ui/page';
import { strings } from '@/lib/i18n/strings';

export function SelectorStudioPage() {
  const { title, description } = strings.pages.selectorStudio;
  return <Page title={title} description={description} />;
}
