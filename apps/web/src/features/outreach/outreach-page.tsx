import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { strings } from '@/lib/i18n/strings';
import { OutreachPanel } from './outreach-panel';

/** The Outreach Engine as a page: the panel's tabs, sample data and new-campaign dialog, with room to breathe. */
export function OutreachPage() {
  const { title, description } = strings.pages.outreach;
  return (
    <Page title={title} description={description}>
      <Card className="p-0">
        <OutreachPanel />
      </Card>
    </Page>
  );
}
