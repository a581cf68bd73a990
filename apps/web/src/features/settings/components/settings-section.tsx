import type { ReactNode } from 'react';
import { settingsStrings as t } from '@/lib/i18n/nb/settings';
import { sectionElementId, sectionTitle, type SettingsSectionId } from '../model/sections';

/** One section of the page: a landmark with its heading (the section nav moves focus to it). */
export function SettingsSection({ id, description, children }: { id: SettingsSectionId; description: string; children: ReactNode }) {
  const headingId = `${sectionElementId(id)}-title`;
  return (
    <section id={sectionElementId(id)} aria-labelledby={headingId} className="flex scroll-mt-4 flex-col gap-4 rounded-lg border border-border p-4">
      <header className="flex flex-col gap-1">
        <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold focus-visible:outline-none">
          {sectionTitle(id)}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </header>
      {children}
    </section>
  );
}

/** Loading and error states of a section whose data comes from the server. */
export function SectionState({ loading, error, loadingText, errorText, onRetry, retryText }: {
  loading: boolean;
  error: string | null;
  loadingText: string;
  errorText: string;
  onRetry: () => void;
  retryText: string;
}) {
  if (loading) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {loadingText}
      </p>
    );
  }
  if (error === null) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/50 p-3 text-sm">
      <span>
        {errorText}: {error}
      </span>
      <button type="button" className="underline underline-offset-4" onClick={onRetry}>
        {retryText}
      </button>
    </div>
  );
}

/** Why saving a section failed; the form keeps what was typed. */
export function SaveFailed({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {t.saveFailed}: {error}
    </p>
  );
}
