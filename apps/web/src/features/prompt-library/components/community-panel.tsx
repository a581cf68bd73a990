import { Users } from 'lucide-react';
import { promptLibraryStrings as t } from '@/lib/i18n/nb/prompt-library';

/** Spec B §2: the Community tab is a Coming Soon placeholder. */
export function CommunityPanel() {
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center">
      <Users aria-hidden className="size-8 text-muted-foreground" />
      <h3 className="text-base font-semibold">{t.community.title}</h3>
      <p className="max-w-sm text-sm text-muted-foreground">{t.community.text}</p>
    </div>
  );
}
