export * from './api.js';
export * from './limits.js';
export * from './version.js';
export * from './sidebar-tools.js';
export * from './shortcut-defaults.js';
export * from './shortcuts.js';
export * from './chat.js';
export * from './external-api.js';
