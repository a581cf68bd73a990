/**
 * The voice settings for the settings page. Kept out of index.ts: the shell imports that, and these
 * modules (the profile query and its zod schemas) must stay out of the shell's initial JavaScript.
 */
export { VoiceSettingsForm } from './components/voice-settings-form';
export { useVoiceSettingsEditor } from './hooks/use-voice-settings-editor';
export { onVoicePreferencesChange, readVoiceEnabled, readVoicePosition, writeVoiceEnabled, writeVoicePosition } from './model/voice-preferences';
