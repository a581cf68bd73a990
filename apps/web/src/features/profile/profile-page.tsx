import { Page } from '@/components/ui/page';
import { strings } from '@/lib/i18n/strings';

export function ProfilePage() {
  const { title, description } = strings.pages.profile;
  return <Page title={title} description={description} />;
}
