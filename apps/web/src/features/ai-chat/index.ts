export { ChatPanel } from './components/chat-panel';
export { registerChatCommand, type ChatCommand } from './model/chat-commands';
export { insertIntoChatInput } from './model/chat-input-bridge';
