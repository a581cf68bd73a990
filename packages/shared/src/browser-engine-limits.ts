/** Browser-engine constants without zod, so the web app can import them cheaply. */
/** The engine keeps at most this many tabs open (issue #5). */
export const BROWSER_MAX_TABS = 10;
/** Address-bar input longer than this is refused. */
export const BROWSER_ADDRESS_MAX_CHARS = 4096;
/** Viewports the live view may ask for, in CSS pixels; device pixel ratio up to 3. */
export const BROWSER_VIEWPORT_MIN = 100;
export const BROWSER_VIEWPORT_MAX_WIDTH = 3840;
export const BROWSER_VIEWPORT_MAX_HEIGHT = 2160;
export const BROWSER_MAX_DEVICE_SCALE = 3;
/** The live view's WebSocket path. */
export const BROWSER_LIVE_PATH = '/api/browser-engine/live';
