import { ZOOM_STEPS, renderScale, zoomIn, zoomOut } from './zoom';

describe('zoom', () => {
  it('steps through the levels and stops at both ends', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomIn(ZOOM_STEPS[ZOOM_STEPS.length - 1])).toBe(3);
    expect(zoomOut(ZOOM_STEPS[0])).toBe(0.5);
  });

  it('fits an A4 page (595 pt) to a phone and caps the fit on a wide screen', () => {
    expect(renderScale(358, 595, 1) * 595).toBeCloseTo(358);
    expect(renderScale(358, 595, 2) * 595).toBeCloseTo(716);
    expect(renderScale(2000, 595, 1)).toBe(1.5);
    expect(renderScale(0, 595, 1)).toBe(1);
  });
});
