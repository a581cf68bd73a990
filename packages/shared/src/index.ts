export * from './api.js';
export * from './limits.js';
export * from './version.js';
export * from './sidebar-tools.js';
