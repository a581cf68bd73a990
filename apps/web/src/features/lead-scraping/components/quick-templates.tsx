import { AtSign, Building2, Network, Users, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { leadScrapingStrings as t } from '@/lib/i18n/nb/lead-scraping';
import { QUICK_TEMPLATES, type QuickTemplate } from '../data/options';

const templateIcons: Record<QuickTemplate, LucideIcon> = {
  b2bCompanies: Building2,
  emailCampaign: AtSign,
  contactPersons: Users,
  networkProfiles: Network,
};

/** The spec's quick templates are buttons without an action. */
export function QuickTemplates() {
  const titleId = useId();
  return (
    <section className="flex flex-col gap-2" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-xs font-medium">
        {t.search.templatesTitle}
      </h3>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-2">
        {QUICK_TEMPLATES.map((template) => {
          const Icon = templateIcons[template];
          return (
            <Button key={template} variant="outline" size="sm" className="justify-start">
              <Icon aria-hidden="true" />
              {t.templates[template]}
            </Button>
          );
        })}
      </div>
    </section>
  );
}
