/** Constants from spec A §9 and spec B §9 that both the web app and the server rely on. */
export const ERROR_LOG_LIMIT = 10;
export const ERROR_REFRESH_WARNING_AFTER = 2;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SCROLL_HIDE_DELAY_MS = 600;
export const TOAST_LIMIT = 1;
export const DEFAULT_TOAST_DURATION_MS = 5000;

/** Client error reports kept per workspace on the server. */
export const CLIENT_ERROR_RETENTION = 100;
export const CLIENT_ERROR_MESSAGE_MAX = 2_000;
export const CLIENT_ERROR_STACK_MAX = 20_000;

/** Sidebar layout, spec A §3 and §9. */
export const SIDEBAR_WIDTH_DEFAULT = 320;
export const SIDEBAR_WIDTH_MIN = 240;
export const SIDEBAR_WIDTH_MAX = 600;
export const SIDEBAR_GAP_DEFAULT = 8;
