export type { VoiceAppSeams } from './seams';
export { VoiceAssistantHost } from './voice-assistant-host';
export { VoiceSettingsForm } from './components/voice-settings-form';
export { useVoiceSettingsEditor } from './hooks/use-voice-settings-editor';
export { readVoiceEnabled, readVoicePosition, writeVoiceEnabled, writeVoicePosition, onVoicePreferencesChange } from './model/voice-preferences';
