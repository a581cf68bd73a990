export { registerPluginCommands } from './plugin-commands';
