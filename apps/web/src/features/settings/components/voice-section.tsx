import { useEffect, useState } from 'react';
import {
  onVoicePreferencesChange,
  readVoiceEnabled,
  readVoicePosition,
  useVoiceSettingsEditor,
  VoiceSettingsForm,
  writeVoiceEnabled,
  writeVoicePosition,
} from '@/features/voice/settings';
import { apiErrorMessage } from '@/lib/api/api-error-message';
import { settingsStrings as t } from '@/lib/i18n/nb/settings';
import { SectionState } from './settings-section';

/** The voice panel's own settings form and storage: the workspace's profile and this browser's button. */
export function VoiceSection() {
  const { profile, settings, change } = useVoiceSettingsEditor();
  const [enabled, setEnabled] = useState(readVoiceEnabled);
  const [position, setPosition] = useState(readVoicePosition);
  useEffect(
    () =>
      onVoicePreferencesChange(() => {
        setEnabled(readVoiceEnabled());
        setPosition(readVoicePosition());
      }),
    [],
  );

  if (profile.isPending || profile.isError) {
    return (
      <SectionState
        loading={profile.isPending}
        error={profile.isError ? apiErrorMessage(profile.error) : null}
        loadingText={t.loading}
        errorText={t.voice.loadFailed}
        onRetry={() => void profile.refetch()}
        retryText={t.retry}
      />
    );
  }
  return (
    <div className="max-w-md">
      <VoiceSettingsForm
        key={settings.wakeWord}
        settings={settings}
        onChange={change}
        enabled={enabled}
        onEnabledChange={(next) => {
          setEnabled(next);
          writeVoiceEnabled(next);
        }}
        position={position}
        onPositionChange={(next) => {
          setPosition(next);
          writeVoicePosition(next);
        }}
      />
    </div>
  );
}
