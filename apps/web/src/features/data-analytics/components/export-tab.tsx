import { Braces, FileSpreadsheet, FileText, Plug, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { dataAnalyticsStrings as t } from '@/lib/i18n/nb/data-analytics';
import type { ExportFormat, ExportFormatId, Integration } from '../data/export-options';

const formatIcons: Record<ExportFormatId, LucideIcon> = {
  excel: FileSpreadsheet,
  csv: FileText,
  json: Braces,
};

interface AnalyticsExportTabProps {
  formats: readonly ExportFormat[];
  integrations: readonly Integration[];
}

/** Content of the Eksport tab. The buttons are static, like the rest of the sample panel. */
export function AnalyticsExportTab({ formats, integrations }: AnalyticsExportTabProps) {
  const id = useId();
  const formatsTitleId = `${id}-formats`;
  const integrationsTitleId = `${id}-integrations`;
  return (
    <div className="flex flex-col gap-3">
      <section className="flex flex-col gap-2" aria-labelledby={formatsTitleId}>
        <h3 id={formatsTitleId} className="text-xs font-medium">
          {t.export.formatsTitle}
        </h3>
        <ul className="flex flex-col gap-2">
          {formats.map((format) => {
            const Icon = formatIcons[format.id];
            return (
              <li key={format.id}>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t.export.exportAction(format.name)}
                  className="h-auto w-full justify-start py-2 text-left whitespace-normal"
                >
                  <Icon aria-hidden="true" />
                  <span className="flex flex-col">
                    <span>{format.name}</span>
                    <span className="text-[11px] font-normal text-muted-foreground">{t.export.formatDescriptions[format.id]}</span>
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="flex flex-col gap-2" aria-labelledby={integrationsTitleId}>
        <h3 id={integrationsTitleId} className="text-xs font-medium">
          {t.export.integrationsTitle}
        </h3>
        <ul className="flex flex-col gap-2">
          {integrations.map((integration) => (
            <li key={integration.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2">
              <div className="flex min-w-0 flex-col">
                <span className="text-sm font-medium">{integration.name}</span>
                <span className="text-[11px] text-muted-foreground">{t.export.integrationDescriptions[integration.id]}</span>
              </div>
              <Button variant="outline" size="sm" aria-label={t.export.connectLabel(integration.name)}>
                <Plug aria-hidden="true" />
                {t.export.connect}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
