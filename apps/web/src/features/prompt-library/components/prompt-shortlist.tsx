import { promptLibraryStrings as t } from '@/lib/i18n/nb/prompt-library';
import { useLibrary } from '../hooks/use-library';
import { quickPrompts } from '../model/quick-prompts';
import { PromptCard } from './prompt-card';
import type { Prompt } from '@nova/shared';

function Group({ id, title, prompts, empty }: { id: string; title: string; prompts: Prompt[]; empty: string }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-xs font-semibold text-muted-foreground">
        {title}
      </h3>
      {prompts.length === 0 ? (
        <p className="text-xs text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-2 @xl:grid-cols-2">
          {prompts.map((prompt) => (
            <li key={prompt.id}>
              <PromptCard prompt={prompt} variant="compact" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The launcher's favorites and recent prompts as cards, for a page (the home dashboard) to embed. */
export function PromptShortlist() {
  const { prompts, recentIds, loading, loadFailed } = useLibrary();
  if (loading) return <p className="text-xs text-muted-foreground">{t.loading}</p>;
  const { favorites, recent } = quickPrompts(prompts, recentIds);
  return (
    <div className="@container flex flex-col gap-3" data-testid="prompt-shortlist">
      {loadFailed ? (
        <p role="alert" className="text-xs text-destructive">
          {t.loadFailed}
        </p>
      ) : null}
      <Group id="prompt-shortlist-favorites" title={t.launcher.favorites} prompts={favorites} empty={t.empty.favorites} />
      <Group id="prompt-shortlist-recent" title={t.launcher.recent} prompts={recent} empty={t.empty.recent} />
    </div>
  );
}
