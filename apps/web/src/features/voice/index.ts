export type { VoiceAppSeams } from './seams';
export { VoiceAssistantHost } from './voice-assistant-host';
