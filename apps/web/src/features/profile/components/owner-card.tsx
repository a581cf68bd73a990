import type { Profile } from '@nova/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ErrorNotice, LoadingText } from '@/components/ui/query-status';
import { toast } from '@/components/ui/toast-store';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { formatDateTime } from '@/lib/format';
import { profileStrings as t } from '@/lib/i18n/nb/profile';
import { fetchProfile, PROFILE_KEY } from '../api/profile';
import { saveProfile } from '../api/save-profile';
import { previewInitials, validateName } from '../model/name-form';
import { SectionCard } from '@/components/ui/section-card';

function Avatar({ initials }: { initials: string }) {
  return (
    <div
      role="img"
      aria-label={t.owner.avatarLabel(initials)}
      data-testid="profile-avatar"
      className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-semibold text-primary-foreground"
    >
      <span aria-hidden>{initials}</span>
    </div>
  );
}

function NameForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(profile.name);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(PROFILE_KEY, saved);
      setName(saved.name);
      toast({ title: t.owner.saved, durationMs: 2000 });
    },
    onError: (failure) => setError(t.owner.saveFailed(apiErrorMessage(failure))),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateName(name);
    setError(checked.error);
    if (checked.name !== null) save.mutate(checked.name);
  }

  return (
    <div className="flex flex-wrap items-start gap-4">
      <Avatar initials={previewInitials(name, profile.name)} />
      <form onSubmit={submit} noValidate className="flex min-w-56 flex-1 flex-col gap-1.5">
        <Label htmlFor={inputId}>{t.owner.nameLabel}</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={inputId}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoComplete="name"
            className="min-w-48 flex-1"
          />
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t.owner.saving : t.owner.save}
          </Button>
        </div>
        <FieldError id={errorId}>{error}</FieldError>
        <p className="text-xs text-muted-foreground">{profile.updatedAt ? t.owner.savedAt(formatDateTime(profile.updatedAt)) : t.owner.neverSaved}</p>
      </form>
    </div>
  );
}

/** The workspace owner's name and initials avatar, editable. */
export function OwnerCard() {
  const profile = useQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile, staleTime: 0 });
  return (
    <SectionCard id="profile-owner" title={t.owner.heading}>
      {profile.isPending ? <LoadingText>{t.owner.loading}</LoadingText> : null}
      {profile.isError ? (
        <ErrorNotice message={t.loadFailed(t.owner.what, apiErrorMessage(profile.error))} retryLabel={t.retry} onRetry={() => void profile.refetch()} />
      ) : null}
      {profile.data ? <NameForm key={profile.data.updatedAt ?? 'new'} profile={profile.data} /> : null}
    </SectionCard>
  );
}
