import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { strings } from '@/lib/i18n/strings';

export function NotFoundPage() {
  return (
    <Page title={strings.notFound.title} description={strings.notFound.description}>
      <div>
        <Link href="/" className={buttonVariants()}>
          {strings.notFound.home}
        </Link>
      </div>
    </Page>
  );
}
