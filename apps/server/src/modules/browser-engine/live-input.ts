import type { KeyModifiers, LiveClientMessage } from '@nova/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Page } from 'playwright-core';
import { type FrameMetadata, frameToPage } from './frame-coordinates.js';

type InputMessage = Exclude<LiveClientMessage, { type: 'viewport' }>;
type Point = { x: number; y: number };

const MODIFIER_KEYS: Record<keyof KeyModifiers, string> = { alt: 'Alt', ctrl: 'Control', meta: 'Meta', shift: 'Shift' };
const MODIFIER_NAMES = new Set(Object.values(MODIFIER_KEYS));

interface LiveInputTarget {
  activePage(): Page | null;
  lastFrameMetadata(): FrameMetadata | null;
}

/**
 * Replays viewers' input on the active page, one message at a time and in order. Mouse
 * moves coalesce while earlier input is still being dispatched, and modifier keys are
 * reconciled with what the viewer reports, so a key released outside the view never sticks.
 */
export class LiveInput {
  private chain: Promise<void> = Promise.resolve();
  private pendingMove: Point | null = null;
  private readonly held = new Set<string>();

  constructor(
    private readonly target: LiveInputTarget,
    private readonly logger: FastifyBaseLogger,
  ) {}

  handle(message: InputMessage): Promise<void> {
    if (message.type === 'mousemove') {
      const queued = this.pendingMove !== null;
      this.pendingMove = { x: message.x, y: message.y };
      if (queued) return this.chain;
    }
    this.chain = this.chain
      .then(() => this.dispatch(message))
      .catch((error: unknown) => this.logger.debug({ err: error, type: message.type }, 'live input not delivered'));
    return this.chain;
  }

  private async dispatch(message: InputMessage): Promise<void> {
    const page = this.target.activePage();
    if (!page || page.isClosed()) return;
    if (message.type === 'text') return page.keyboard.insertText(message.text);
    if (message.type === 'keydown' || message.type === 'keyup') return this.key(page, message);

    const point = this.toPage(message.type === 'mousemove' ? this.takePendingMove() : message);
    if (!point) return;
    switch (message.type) {
      case 'mousemove':
        return page.mouse.move(point.x, point.y);
      case 'mousedown':
        await page.mouse.move(point.x, point.y);
        return page.mouse.down({ button: message.button, clickCount: message.clickCount });
      case 'mouseup':
        await page.mouse.move(point.x, point.y);
        return page.mouse.up({ button: message.button, clickCount: message.clickCount });
      case 'click':
        return page.mouse.click(point.x, point.y, { button: message.button });
      case 'dblclick':
        return page.mouse.dblclick(point.x, point.y);
      case 'wheel':
        await page.mouse.move(point.x, point.y);
        return page.mouse.wheel(message.deltaX, message.deltaY);
    }
  }

  private takePendingMove(): Point | null {
    const move = this.pendingMove;
    this.pendingMove = null;
    return move;
  }

  private toPage(point: Point | null): Point | null {
    const frame = this.target.lastFrameMetadata();
    return point && frame ? frameToPage(point, frame) : null;
  }

  private async key(page: Page, message: Extract<InputMessage, { type: 'keydown' | 'keyup' }>): Promise<void> {
    const isModifier = MODIFIER_NAMES.has(message.key);
    if (!isModifier) await this.syncModifiers(page, message.modifiers);
    if (message.type === 'keyup') {
      if (isModifier && !this.held.delete(message.key)) return;
      await page.keyboard.up(message.key).catch(() => undefined);
      return;
    }
    if (isModifier) this.held.add(message.key);
    try {
      await page.keyboard.down(message.key);
    } catch {
      // Playwright knows the US layout; other characters (æ, ø, å, emoji) arrive as text.
      if ([...message.key].length === 1) await page.keyboard.insertText(message.key);
    }
  }

  private async syncModifiers(page: Page, modifiers: KeyModifiers): Promise<void> {
    for (const [flag, key] of Object.entries(MODIFIER_KEYS) as [keyof KeyModifiers, string][]) {
      if (modifiers[flag] && !this.held.has(key)) {
        this.held.add(key);
        await page.keyboard.down(key);
      } else if (!modifiers[flag] && this.held.has(key)) {
        this.held.delete(key);
        await page.keyboard.up(key);
      }
    }
  }
}
