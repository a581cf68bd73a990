export { ChatPanel } from './components/chat-panel';
export { registerChatCommand, type ChatCommand, type ChatCommandInvocation } from './model/chat-commands';
export { postLocalMessage, whileSending } from './model/chat-store';
export { insertIntoChatInput } from './model/chat-input-bridge';
export { openChatSession, startNewChat } from './model/active-session';
