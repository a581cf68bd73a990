import type { Prompt } from '@nova/shared';
import { cn } from '@/lib/cn';
import type { PromptView } from '../model/constants';
import { PromptCard } from './prompt-card';

/** Grid (default) of compact cards, or a list of full ones. */
export function PromptList({ prompts, view, empty }: { prompts: readonly Prompt[]; view: PromptView; empty: string }) {
  if (prompts.length === 0) return <p className="py-10 text-center text-sm text-muted-foreground">{empty}</p>;
  return (
    <div
      data-view={view}
      className={cn(view === 'grid' ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4' : 'flex flex-col gap-2')}
    >
      {prompts.map((prompt) => (
        <PromptCard key={prompt.id} prompt={prompt} variant={view === 'grid' ? 'compact' : 'full'} />
      ))}
    </div>
  );
}
