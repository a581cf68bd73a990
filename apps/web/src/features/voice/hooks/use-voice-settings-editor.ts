import { DEFAULT_VOICE_SETTINGS, type VoiceProfile, type VoiceSettings } from '@nova/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/components/ui/toast-store';
import { voiceStrings as t } from '@/lib/i18n/nb/voice';
import { updateVoiceSettings } from '../api/update-voice-settings';
import { useVoiceProfile, VOICE_PROFILE_KEY } from '../api/voice-profile';

/**
 * The workspace's voice settings (GET /api/voice/profile) and a change function that shows the change
 * at once and puts it back if the server refuses. Shared by the voice panel and the settings page, so
 * both edit the same cached profile.
 */
export function useVoiceSettingsEditor() {
  const queryClient = useQueryClient();
  const profile = useVoiceProfile();
  const settings: VoiceSettings = profile.data?.settings ?? DEFAULT_VOICE_SETTINGS;
  const change = useCallback(
    (patch: Partial<VoiceSettings>) => {
      const before = queryClient.getQueryData<VoiceProfile>(VOICE_PROFILE_KEY);
      if (before) queryClient.setQueryData<VoiceProfile>(VOICE_PROFILE_KEY, { ...before, settings: { ...before.settings, ...patch } });
      updateVoiceSettings(patch)
        .then((saved) => queryClient.setQueryData(VOICE_PROFILE_KEY, saved))
        .catch((error: unknown) => {
          console.error('Failed to save voice settings:', error);
          queryClient.setQueryData(VOICE_PROFILE_KEY, before);
          toast({ title: t.settings.saveFailed, variant: 'destructive' });
        });
    },
    [queryClient],
  );
  return { profile, settings, change };
}
