import { z } from 'zod';
import {
  BROWSER_ADDRESS_MAX_CHARS,
  BROWSER_MAX_DEVICE_SCALE,
  BROWSER_VIEWPORT_MAX_HEIGHT,
  BROWSER_VIEWPORT_MAX_WIDTH,
  BROWSER_VIEWPORT_MIN,
} from './browser-engine-limits.js';


export const tabIdSchema = z.string().min(1).max(100);

export const browserTabSchema = z.object({
  id: tabIdSchema,
  url: z.string(),
  title: z.string(),
  favicon: z.string().nullable(),
  loading: z.boolean(),
  canGoBack: z.boolean(),
  canGoForward: z.boolean(),
  /** Set while the tab shows the engine's error page for a failed navigation. */
  error: z.string().nullable(),
});
export type BrowserTab = z.infer<typeof browserTabSchema>;

export const browserTabListSchema = z.object({
  tabs: z.array(browserTabSchema),
  activeTabId: tabIdSchema.nullable(),
});
export type BrowserTabList = z.infer<typeof browserTabListSchema>;

export const browserEngineStatusSchema = z.object({
  /** False when no Chromium executable was found; `message` then says how to fix it. */
  available: z.boolean(),
  running: z.boolean(),
  executablePath: z.string(),
  message: z.string().nullable(),
  liveViewers: z.number().int().min(0),
  /** Live-view messages that failed validation and were ignored since the server started. */
  malformedMessages: z.number().int().min(0),
});
export type BrowserEngineStatus = z.infer<typeof browserEngineStatusSchema>;

/** Spec B §3 "Browser context" as the engine reports it (spec B §7). */
export const browserEngineContextSchema = z.object({
  url: z.string(),
  title: z.string(),
  selectedText: z.string(),
});
export type BrowserEngineContext = z.infer<typeof browserEngineContextSchema>;

export const pageContentSchema = z.object({
  url: z.string(),
  title: z.string(),
  text: z.string(),
  markdown: z.string(),
  excerpt: z.string(),
  wordCount: z.number().int().min(0),
  /** True when text or markdown was cut to the configured size. */
  truncated: z.boolean(),
});
export type PageContent = z.infer<typeof pageContentSchema>;

const addressSchema = z
  .string()
  .trim()
  .min(1, { message: 'Skriv inn en adresse eller et søk' })
  .max(BROWSER_ADDRESS_MAX_CHARS, { message: `Adressen kan være høyst ${BROWSER_ADDRESS_MAX_CHARS} tegn` });

export const openTabRequestSchema = z.object({ url: addressSchema.optional() });
export const navigateRequestSchema = z.object({ input: addressSchema, tabId: tabIdSchema.optional() });
export type NavigateRequest = z.infer<typeof navigateRequestSchema>;
export const historyActionSchema = z.enum(['back', 'forward', 'reload', 'stop']);
export type HistoryAction = z.infer<typeof historyActionSchema>;

const fraction = z.number().min(0).max(1);
const modifiersSchema = z.object({
  alt: z.boolean().default(false),
  ctrl: z.boolean().default(false),
  meta: z.boolean().default(false),
  shift: z.boolean().default(false),
});
export type KeyModifiers = z.infer<typeof modifiersSchema>;
const mouseButtonSchema = z.enum(['left', 'middle', 'right']).default('left');

/**
 * Messages a live viewer sends. Pointer positions are fractions of the last frame the viewer
 * drew (0–1 on each axis), so the server maps them through that frame's metadata.
 */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('viewport'),
    width: z.number().int().min(BROWSER_VIEWPORT_MIN).max(BROWSER_VIEWPORT_MAX_WIDTH),
    height: z.number().int().min(BROWSER_VIEWPORT_MIN).max(BROWSER_VIEWPORT_MAX_HEIGHT),
    deviceScaleFactor: z.number().min(0.5).max(BROWSER_MAX_DEVICE_SCALE),
  }),
  z.object({ type: z.literal('mousemove'), x: fraction, y: fraction }),
  z.object({ type: z.literal('mousedown'), x: fraction, y: fraction, button: mouseButtonSchema, clickCount: z.number().int().min(1).max(3).default(1) }),
  z.object({ type: z.literal('mouseup'), x: fraction, y: fraction, button: mouseButtonSchema, clickCount: z.number().int().min(1).max(3).default(1) }),
  z.object({ type: z.literal('click'), x: fraction, y: fraction, button: mouseButtonSchema }),
  z.object({ type: z.literal('dblclick'), x: fraction, y: fraction }),
  z.object({ type: z.literal('wheel'), x: fraction, y: fraction, deltaX: z.number().min(-10_000).max(10_000), deltaY: z.number().min(-10_000).max(10_000) }),
  z.object({ type: z.literal('keydown'), key: z.string().min(1).max(40), modifiers: modifiersSchema.default({ alt: false, ctrl: false, meta: false, shift: false }) }),
  z.object({ type: z.literal('keyup'), key: z.string().min(1).max(40), modifiers: modifiersSchema.default({ alt: false, ctrl: false, meta: false, shift: false }) }),
  z.object({ type: z.literal('text'), text: z.string().min(1).max(100_000) }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;
export type LiveClientMessageInput = z.input<typeof liveClientMessageSchema>;

/** JSON events the server pushes; frames travel as binary JPEG messages. */
export type LiveServerEvent =
  | { type: 'tabs'; tabs: BrowserTab[]; activeTabId: string | null }
  | { type: 'notice'; message: string }
  | { type: 'error'; message: string };
