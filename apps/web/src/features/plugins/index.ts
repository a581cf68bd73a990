export { registerPluginCommands } from './plugin-commands';
export { PluginsPanel } from './plugins-panel';
