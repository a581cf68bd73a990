import { describe, expect, it } from 'vitest';
import { fitRect, pointerFraction, viewportFor } from './live-geometry';

describe('fitRect', () => {
  it('letterboxes a wide frame in a tall box and pillarboxes a tall frame', () => {
    expect(fitRect({ width: 800, height: 800 }, { width: 1600, height: 800 })).toEqual({ left: 0, top: 200, width: 800, height: 400 });
    expect(fitRect({ width: 800, height: 400 }, { width: 400, height: 400 })).toEqual({ left: 200, top: 0, width: 400, height: 400 });
  });

  it('is empty before there is a frame', () => {
    expect(fitRect({ width: 800, height: 400 }, { width: 0, height: 0 })).toEqual({ left: 0, top: 0, width: 0, height: 0 });
  });
});

describe('pointerFraction', () => {
  const drawn = { left: 0, top: 200, width: 800, height: 400 };

  it('maps a point inside the drawn frame to fractions', () => {
    expect(pointerFraction({ x: 400, y: 400 }, drawn)).toEqual({ x: 0.5, y: 0.5 });
    expect(pointerFraction({ x: 0, y: 200 }, drawn)).toEqual({ x: 0, y: 0 });
    expect(pointerFraction({ x: 800, y: 600 }, drawn)).toEqual({ x: 1, y: 1 });
  });

  it('ignores points on the bars around the frame', () => {
    expect(pointerFraction({ x: 400, y: 100 }, drawn)).toBeNull();
    expect(pointerFraction({ x: 400, y: 700 }, drawn)).toBeNull();
    expect(pointerFraction({ x: 1, y: 1 }, { left: 0, top: 0, width: 0, height: 0 })).toBeNull();
  });
});

describe('viewportFor', () => {
  it('rounds the box and caps the pixel ratio at 2', () => {
    expect(viewportFor({ width: 1280.4, height: 799.6 }, 1)).toEqual({ width: 1280, height: 800, deviceScaleFactor: 1 });
    expect(viewportFor({ width: 1000, height: 700 }, 3)).toEqual({ width: 1000, height: 700, deviceScaleFactor: 2 });
    expect(viewportFor({ width: 1000, height: 700 }, 0)).toEqual({ width: 1000, height: 700, deviceScaleFactor: 1 });
  });

  it('stays within the limits the server accepts', () => {
    expect(viewportFor({ width: 20, height: 5000 }, 1)).toEqual({ width: 100, height: 2160, deviceScaleFactor: 1 });
  });
});
