import { syntheticScene } from '@portal/shared/sar-analysis';
import { buildTracks, movingTrack, shipPath, trackDisplacement } from './sequence';
import { movingShipFrames } from './frames';

describe('the moving ship of the video-radar demonstration', () => {
  it('sails on water, clear of the ships already there, one step per frame', () => {
    const size = { width: 512, height: 512 };
    const scene = syntheticScene({ ...size, seed: 1, ships: 6, slicks: 3 });
    const path = shipPath(scene.truth.water, size, scene.truth.ships, 8);
    expect(path.positions).toHaveLength(8);
    for (const p of path.positions) {
      expect(scene.truth.water[Math.floor(p.y) * 512 + Math.floor(p.x)]).toBe(1);
      for (const s of scene.truth.ships) expect(Math.hypot(s.x - p.x, s.y - p.y)).toBeGreaterThanOrEqual(24);
    }
    const steps = path.positions
      .slice(1)
      .map((p, k) => Math.hypot(p.x - path.positions[k].x, p.y - path.positions[k].y));
    for (const s of steps) expect(s).toBeCloseTo(steps[0], 6);
  });

  it('sails on water also where the sea lies west of the coast', () => {
    const size = { width: 512, height: 512 };
    // Sea on the western 45 % of the picture only, land east of it.
    const water = new Uint8Array(512 * 512);
    for (let y = 0; y < 512; y++) for (let x = 0; x < 0.45 * 512; x++) water[y * 512 + x] = 1;
    const path = shipPath(water, size, [], 8);
    for (const p of path.positions) expect(water[Math.floor(p.y) * 512 + Math.floor(p.x)]).toBe(1);
  });

  it.each([1, 6])(
    'is detected in every frame of scene %i, tracked apart from the ships standing still',
    (seed) => {
      const scene = syntheticScene({ width: 512, height: 512, seed, ships: 6, slicks: 3 });
      const progress: number[] = [];
      const video = movingShipFrames(scene.image, 8, (f) => progress.push(f));
      expect(video.frames).toHaveLength(8);
      expect(progress.at(-1)).toBeCloseTo(1, 9);
      const moving = movingTrack(buildTracks(video.detections));
      expect(moving).not.toBeNull();
      moving!.points.forEach((p, k) => {
        expect(p).not.toBeNull();
        expect(Math.hypot(p!.x - video.planted[k].x, p!.y - video.planted[k].y)).toBeLessThan(2);
      });
    },
  );
});

describe('tracks', () => {
  it('join detections frame to frame, following a steady motion past a target standing still', () => {
    const still = { x: 50, y: 50 };
    const frames = [0, 1, 2, 3].map((k) => [still, { x: 30 + 12 * k, y: 40 }]);
    const tracks = buildTracks(frames);
    expect(tracks).toHaveLength(2);
    const moving = movingTrack(tracks)!;
    expect(moving.points.map((p) => p!.x)).toEqual([30, 42, 54, 66]);
    expect(trackDisplacement(moving)).toBe(36);
    expect(tracks.filter((t) => t !== moving).map(trackDisplacement)).toEqual([0]);
  });

  it('keep a gap where a target was missed, and start a new track for one too far away', () => {
    const tracks = buildTracks([[{ x: 0, y: 0 }], [], [{ x: 5, y: 0 }], [{ x: 200, y: 200 }]]);
    expect(tracks[0].points).toEqual([{ x: 0, y: 0 }, null, { x: 5, y: 0 }, null]);
    expect(tracks[1].points).toEqual([null, null, null, { x: 200, y: 200 }]);
    expect(
      movingTrack([
        {
          points: [
            { x: 0, y: 0 },
            { x: 1, y: 0 },
          ],
        },
      ]),
    ).toBeNull();
  });
});
