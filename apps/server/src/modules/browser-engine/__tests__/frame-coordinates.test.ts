import { describe, expect, it } from 'vitest';
import { frameToPage } from '../frame-coordinates.js';

describe('frameToPage', () => {
  const frame = { deviceWidth: 1280, deviceHeight: 800, offsetTop: 0 };

  it('scales fractions of the frame to CSS pixels', () => {
    expect(frameToPage({ x: 0.5, y: 0.25 }, frame)).toEqual({ x: 640, y: 200 });
    expect(frameToPage({ x: 0, y: 0 }, frame)).toEqual({ x: 0, y: 0 });
  });

  it('keeps the far edge inside the page', () => {
    expect(frameToPage({ x: 1, y: 1 }, frame)).toEqual({ x: 1279, y: 799 });
  });

  it('subtracts the top offset of emulated browser chrome', () => {
    expect(frameToPage({ x: 0.5, y: 0.5 }, { deviceWidth: 400, deviceHeight: 800, offsetTop: 50 })).toEqual({ x: 200, y: 350 });
    expect(frameToPage({ x: 0.5, y: 0 }, { deviceWidth: 400, deviceHeight: 800, offsetTop: 50 })).toEqual({ x: 200, y: 0 });
  });
});
