/**
 * A scene's stack (GET /api/catalog/scenes/{id}/stack/): the scenes of the same satellite, orbit direction and look
 * side, incidence within 3°, footprints overlapping by half of the smaller or more, by date, the reference among
 * them; only those the caller may see; each with whether the caller reads it at full resolution (the tiles' rule);
 * a scene the caller may not see is a 404.
 */
import {
  STACK_INCIDENCE_TOLERANCE_DEG,
  STACK_MIN_OVERLAP,
  type SceneStack,
} from '@portal/shared/domain/scene-stack';
import { stackSuite, VISIBLE_STACK } from './stack-fixture';

const suite = stackSuite(['S1']);
const { t, customer, admin } = suite;

const stackOf = async (id: string, token: string) => {
  const res = await t.call({ method: 'GET', url: `/api/catalog/scenes/${id}/stack/`, token });
  return { status: res.statusCode, body: res.json() as SceneStack };
};

describe('the stack', () => {
  it('is the scenes of the reference’s geometry, by date, the reference among them; each rule leaves one out', async () => {
    const { status, body } = await stackOf('S1', customer.token);
    expect(status).toBe(200);
    expect(body.reference).toBe('S1');
    expect(body.geometry).toEqual({
      satellite: 'TY-39',
      orbit_direction: 'ascending',
      look_side: 'right',
      incidence_angle: 30,
      incidence_tolerance_deg: STACK_INCIDENCE_TOLERANCE_DEG,
      min_overlap: STACK_MIN_OVERLAP,
    });
    expect(body.scenes.map((s) => s.id)).toEqual(VISIBLE_STACK);
    const times = body.scenes.map((s) => s.acquired_at);
    expect([...times].sort()).toEqual(times);
    expect(body.scenes.find((s) => s.id === 'S1')).toMatchObject({
      satellite: 'TY-39',
      acquired_at: '2025-01-01T05:00:00.000Z',
      img_mode: 3,
      polarization: 'VV',
      orbit_direction: 'ascending',
      look_side: 'right',
      incidence_angle: 30,
      absolute_orbit: 1000,
      overlap: 1,
    });
  });

  it('measures the overlap on the ground, of the smaller footprint', async () => {
    const { body } = await stackOf('S1', customer.token);
    const overlap = Object.fromEntries(body.scenes.map((s) => [s.id, s.overlap]));
    // S2 and S1 share 0.8° × 0.9° of their 1° boxes: some 0.72 of the smaller (S2, further north).
    expect(overlap.S2).toBeGreaterThan(0.71);
    expect(overlap.S2).toBeLessThan(0.74);
    // SMALL lies inside S1: all of the smaller one.
    expect(overlap.SMALL).toBe(1);
    // The stack of S2 holds S1, with the same overlap.
    const fromS2 = await stackOf('S2', customer.token);
    expect(fromS2.body.scenes.find((s) => s.id === 'S1')!.overlap).toBe(overlap.S2);
  });

  it('lists only what the caller may see: staff see the sensitive scene too', async () => {
    const { body } = await stackOf('S1', admin.token);
    expect(body.scenes.map((s) => s.id)).toEqual(['S0', 'S1', 'HIDDEN', 'S2', 'SMALL']);
  });

  it('says which scenes the caller reads at full resolution: the bought ones, and every one for staff', async () => {
    const full = (s: SceneStack) => Object.fromEntries(s.scenes.map((x) => [x.id, x.full_resolution]));
    expect(full((await stackOf('S1', suite.bob)).body)).toEqual({
      S0: false,
      S1: true,
      S2: false,
      SMALL: false,
    });
    expect(Object.values(full((await stackOf('S1', customer.token)).body))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(Object.values(full((await stackOf('S1', admin.token)).body)).every(Boolean)).toBe(true);
  });

  it('of a scene the caller may not see, or that does not exist: 404, as other scene routes', async () => {
    expect((await stackOf('HIDDEN', customer.token)).status).toBe(404);
    expect((await stackOf('NO-SUCH', admin.token)).status).toBe(404);
    expect((await stackOf('HIDDEN', admin.token)).status).toBe(200);
  });

  it('of a scene with no like scene: itself alone', async () => {
    const { body } = await stackOf('X-AWAY', customer.token);
    expect(body.scenes.map((s) => s.id)).toEqual(['X-AWAY']);
  });

  it('without a session: the sign-in answer (code 201)', async () => {
    const res = await t.call({ method: 'GET', url: '/api/catalog/scenes/S1/stack/' });
    expect(res.json().code).toBe(201);
  });
});
