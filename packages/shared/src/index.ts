export * from './api.js';
export * from './limits.js';
export * from './version.js';
