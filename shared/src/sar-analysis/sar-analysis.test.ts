import {
  analysePixels,
  WATER_OUTLINE_PIXELS,
  areaKm2,
  cfarFactor,
  componentOutline,
  detectDarkSpots,
  detectVessels,
  extractWater,
  labelComponents,
  plantShip,
  syntheticScene,
  vesselSize,
  type GrayImage,
} from './index';

const SIZE = 256;
const scenes = [1, 2, 3].map((seed) =>
  syntheticScene({ width: SIZE, height: SIZE, seed, ships: 6, slicks: 3 }),
);
const noise = [11, 12].map((seed) =>
  syntheticScene({ width: SIZE, height: SIZE, seed, ships: 0, slicks: 0, coast: false }),
);
const nearest = (p: { x: number; y: number }, qs: { x: number; y: number }[]) =>
  Math.min(...qs.map((q) => Math.hypot(q.x - p.x, q.y - p.y)));

describe('synthetic scenes', () => {
  it('are the same bytes for the same seed and plant what they report', () => {
    const again = syntheticScene({ width: SIZE, height: SIZE, seed: 1, ships: 6, slicks: 3 });
    expect(Buffer.from(again.image.data).equals(Buffer.from(scenes[0].image.data))).toBe(true);
    for (const s of scenes) {
      expect(s.truth.ships).toHaveLength(6);
      expect(s.truth.slicks).toHaveLength(3);
      for (const ship of s.truth.ships)
        expect(s.image.data[Math.floor(ship.y) * SIZE + Math.floor(ship.x)]).toBeGreaterThan(150);
    }
  });
});

describe('water extraction (Otsu)', () => {
  it.each(scenes.map((s, i) => [i, s] as const))('finds the water of scene %i within 3%', (_, s) => {
    const progress: number[] = [];
    const w = extractWater(s.image, { onProgress: (f) => progress.push(f) });
    expect(Math.abs(w.waterPixels - s.truth.waterPixels) / s.truth.waterPixels).toBeLessThan(0.03);
    let agree = 0;
    for (let i = 0; i < w.mask.length; i++) agree += w.mask[i] === s.truth.water[i] ? 1 : 0;
    expect(agree / w.mask.length).toBeGreaterThan(0.97);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('takes a picture of open sea only for all water (Otsu alone splits the sea in two)', () => {
    for (const n of noise) expect(extractWater(n.image).waterPixels).toBe(SIZE * SIZE);
  });

  it('gives the area in km² from the pixel size', () => {
    expect(areaKm2(1_000_000, 10)).toBeCloseTo(100);
    expect(areaKm2(400, [20, 50])).toBeCloseTo(0.4);
  });
});

describe('oil-spill dark spots (adaptive threshold)', () => {
  it.each(scenes.map((s, i) => [i, s] as const))('finds the slicks of scene %i and nothing else', (_, s) => {
    const water = extractWater(s.image).mask;
    const oil = detectDarkSpots(s.image, { within: water });
    expect(oil.spots).toHaveLength(s.truth.slicks.length);
    for (const slick of s.truth.slicks) {
      const spot = oil.spots.find((o) => Math.hypot(o.centroid.x - slick.x, o.centroid.y - slick.y) < 4);
      expect(spot).toBeDefined();
      expect(spot!.pixels).toBeGreaterThan(slick.pixels * 0.6);
      expect(spot!.meanAmplitude).toBeLessThan(spot!.backgroundAmplitude / 2);
    }
  });

  it('raises no dark spot on open sea without slicks', () => {
    for (const n of noise) expect(detectDarkSpots(n.image).spots).toEqual([]);
  });
});

describe('vessel detection (CA-CFAR)', () => {
  it('sets the threshold factor from the probability of false alarm', () => {
    // Single-look intensity is exponential: P(I > α·mean) = (1 + α/N)^-N → e^-α for large N.
    expect(cfarFactor(1e-6, 1e6)).toBeCloseTo(-Math.log(1e-6), 3);
    expect(Math.pow(1 + cfarFactor(1e-4, 544) / 544, -544)).toBeCloseTo(1e-4, 9);
  });

  it.each(scenes.map((s, i) => [i, s] as const))('finds the ships of scene %i where they are', (_, s) => {
    const water = extractWater(s.image).mask;
    const { vessels } = detectVessels(s.image, { within: water });
    expect(vessels).toHaveLength(s.truth.ships.length);
    for (const ship of s.truth.ships) expect(nearest(ship, vessels)).toBeLessThan(2);
    for (const v of vessels) expect(v.peak).toBeGreaterThan(150);
  });

  it('raises (almost) no false alarm on open sea without ships', () => {
    for (const n of noise) expect(detectVessels(n.image).vessels.length).toBeLessThanOrEqual(1);
  });
});

/** A copy of a picture with a bright hull of `length` × `beam` pixels along `headingDeg`, centred on (x, y). */
function withHull(
  img: GrayImage & { data: Uint8Array },
  hull: { x: number; y: number; length: number; beam: number; headingDeg: number },
) {
  const data = new Uint8Array(img.data);
  const c = Math.cos((hull.headingDeg * Math.PI) / 180);
  const sn = Math.sin((hull.headingDeg * Math.PI) / 180);
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) {
      const [dx, dy] = [x + 0.5 - hull.x, y + 0.5 - hull.y];
      if (Math.abs(dx * c + dy * sn) <= hull.length / 2 && Math.abs(dy * c - dx * sn) <= hull.beam / 2)
        data[y * img.width + x] = 250;
    }
  return { ...img, data };
}

describe('ship sizes', () => {
  const sea = noise[1].image;

  it.each([0, 30, 90, 135])('measures a hull of 14 × 3 pixels at %i° along and across it', (headingDeg) => {
    const data = withHull(sea, { x: 128, y: 128, length: 14, beam: 3, headingDeg });
    const [ship] = detectVessels(data).vessels;
    const { lengthM, widthM } = vesselSize(ship, [20, 20]);
    expect(Math.abs(lengthM - 14 * 20)).toBeLessThanOrEqual(20);
    expect(Math.abs(widthM - 3 * 20)).toBeLessThanOrEqual(20);
  });

  it('measures one pixel as the pixel, whatever its size along x and y', () => {
    const { lengthM, widthM } = vesselSize({ moments: { xx: 0, xy: 0, yy: 0 } }, [10, 30]);
    expect([lengthM, widthM].map((m) => m.toFixed(9))).toEqual(['30.000000000', '10.000000000']);
  });

  it('finds a long hull beside a coast on the water, not as land', () => {
    // 400 m at 20 m a pixel: the water extraction's 5 × 5 smoothing spreads it over more than 64 pixels.
    const coast = scenes[0];
    const x = coast.truth.ships[0].x;
    const y = coast.truth.ships[0].y;
    const data = withHull(coast.image, { x, y, length: 20, beam: 3, headingDeg: 60 });
    const { vessels } = analysePixels(data, 'vessel', { pixelSizeM: [20, 20] });
    const found = vessels.find((v) => Math.hypot(v.x - x, v.y - y) < 2);
    expect(found).toBeDefined();
    expect(vesselSize(found!, [20, 20]).lengthM).toBeGreaterThan(360);
  });
});

describe('component outlines', () => {
  it('trace a shape with a hole along pixel edges, outer ring first', () => {
    // A 4×4 square with its centre 2×2 cleared, and a pixel touching it only at a corner.
    const width = 6;
    const mask = new Uint8Array(width * 6);
    for (let y = 0; y < 4; y++)
      for (let x = 0; x < 4; x++) mask[y * width + x] = x % 3 === 0 || y % 3 === 0 ? 1 : 0;
    mask[4 * width + 4] = 1;
    const { labels, components } = labelComponents(mask, width, 6);
    expect(components.map((c) => c.pixels)).toEqual([12, 1]);
    const square = componentOutline(labels, width, 1, components[0].bbox);
    expect(square.outer).toEqual([
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
      [0, 0],
    ]);
    expect(square.holes).toHaveLength(1);
    expect(new Set(square.holes[0].map(([x, y]) => `${x},${y}`))).toEqual(
      new Set(['1,1', '1,3', '3,3', '3,1']),
    );
    expect(componentOutline(labels, width, 2, components[1].bbox).outer).toHaveLength(5);
  });
});

describe('a ship planted on a scene', () => {
  const sea = noise[0].image;
  const ship = { x: 100.5, y: 60.5, lengthPx: 5, headingDeg: 30, brightness: 6 };

  it('changes only the hull pixels, brightly, and is found by CFAR where it was put', () => {
    const data = plantShip(sea, ship);
    const changed = [...data.keys()].filter((i) => data[i] !== sea.data[i]);
    expect(changed.length).toBeGreaterThanOrEqual(3);
    expect(changed.length).toBeLessThanOrEqual(ship.lengthPx * 2);
    for (const i of changed) expect(data[i]).toBeGreaterThan(sea.data[i]);
    const found = detectVessels({ ...sea, data }).vessels;
    expect(nearest(ship, found)).toBeLessThan(2);
    expect(sea.data).toEqual(noise[0].image.data); // the scene itself is left as it was
  });

  it('draws the same hull wherever it goes (one seed), so a moving ship keeps its look', () => {
    const blank = { width: 256, height: 256, data: new Uint8Array(256 * 256) };
    const hull = (x: number) => [...plantShip(blank, { ...ship, x, headingDeg: 0 })].filter((v) => v > 0);
    expect(hull(100.5)).toHaveLength(ship.lengthPx);
    expect(hull(140.5)).toEqual(hull(100.5));
    expect(plantShip(sea, ship, 7)).toEqual(plantShip(sea, ship, 7));
  });
});

describe('the pipeline the server and the demonstrations share', () => {
  const scene = syntheticScene({ width: 384, height: 384, seed: 11, ships: 5, slicks: 2 });

  it('finds the planted ships on the water, each where it was put', () => {
    const { vessels, regions } = analysePixels(scene.image, 'vessel');
    expect(regions).toEqual([]);
    expect(vessels).toHaveLength(scene.truth.ships.length);
    for (const ship of scene.truth.ships)
      expect(vessels.some((v) => Math.hypot(v.x - ship.x, v.y - ship.y) < 3)).toBe(true);
  });

  it('outlines the slicks with their contrast, and the water with its area and threshold', () => {
    const oil = analysePixels(scene.image, 'oil');
    expect(oil.regions).toHaveLength(scene.truth.slicks.length);
    for (const r of oil.regions) expect(r.contrast).toBeLessThan(1);
    const water = analysePixels(scene.image, 'water');
    expect(Math.abs(water.waterPixels! - scene.truth.waterPixels) / scene.truth.waterPixels).toBeLessThan(
      0.03,
    );
    expect(water.threshold).toBeGreaterThan(0);
    expect(water.regions.every((r) => r.rings.length >= 1 && r.pixels >= WATER_OUTLINE_PIXELS)).toBe(true);
  });

  it('reports its progress up to the end', () => {
    const seen: number[] = [];
    analysePixels(scene.image, 'oil', { onProgress: (f) => seen.push(f) });
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((f, i) => i === 0 || f >= seen[i - 1])).toBe(true);
  });
});
