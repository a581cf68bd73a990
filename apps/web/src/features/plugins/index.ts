export { registerPluginCommands } from './plugin-commands';
export { PluginsPanel } from './plugins-panel';
export { restorePlugins } from './model/plugin-registry';
export { getPlugins, resetPlugins, setPlugins } from './model/plugin-store';
