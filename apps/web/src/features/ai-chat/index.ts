export { ChatPanel } from './components/chat-panel';
export { registerChatCommand, type ChatCommand, type ChatCommandInvocation } from './model/chat-commands';
export { postLocalMessage, whileSending } from './model/chat-store';
export { insertIntoChatInput } from './model/chat-input-bridge';
export { ChatAppearanceFields } from './components/chat-settings-menu';
export { SpeechSettingsFields } from './components/voice-settings';
export { onChatSettingsChange, readChatSettings, writeChatSettings, type ChatSettings } from './model/chat-settings';
export { openChatSession, startNewChat } from './model/active-session';
