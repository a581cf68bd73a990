export const APP_NAME = 'Nova Workspace';
/** Brand word used in file names and the wake word ("Hey Nova"). */
export const BRAND = 'Nova';
export const APP_VERSION = '0.1.0';
