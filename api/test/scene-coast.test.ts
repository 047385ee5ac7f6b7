/**
 * A scene's picture and the globe's coast line agree: over Hangzhou Bay, where the basemap's coast line (GET
 * /api/geodata/basemap/) runs, a picture drawn by the SAR model at a city's zoom has land on one side and water on
 * the other within a couple of its pixels, and the picture's land/water edge is where the basemap tiles put it.
 */
import { renderScene } from '../src/imagery/scene';
import { PLAIN } from '../src/imagery/subject';
import { appOfFile } from './helpers';

const t = appOfFile();
const customer = t.session('customer');

type Line = [number, number][];

// Ningbo’s coast on the bay’s south shore and Zhoushan’s islands: 0.5° on 700 pixels (some 80 m a pixel).
const VIEW: [number, number, number, number] = [121.5, 29.85, 122.0, 30.2];
const PX = 700;

it('finds the coast line at the land/water edge of a scene drawn there', async () => {
  const [w, s, e, n] = VIEW;
  const res = await t.call({
    method: 'GET',
    url: `/api/geodata/basemap/?west=${w}&south=${s}&east=${e}&north=${n}`,
    token: customer.token,
    headers: { satellite: 'WGS84' },
  });
  const coasts = (res.json().data[0].coasts as { type: string; coordinates: unknown }[]).flatMap((g) =>
    g.type === 'LineString' ? [g.coordinates as Line] : (g.coordinates as Line[]),
  );
  const height = Math.round((PX * (n - s)) / (e - w));
  const scene = renderScene({
    bbox: VIEW,
    width: PX,
    height,
    key: 'COAST-TEST',
    subject: PLAIN,
    at: new Date('2025-01-15T02:00:00Z'),
    looks: 4,
  });
  const water = scene.truth.water;
  const vertices = coasts
    .flat()
    .map(([lon, lat]) => [Math.floor(((lon - w) / (e - w)) * PX), Math.floor(((n - lat) / (n - s)) * height)])
    .filter(([x, y]) => x >= 3 && y >= 3 && x < PX - 3 && y < height - 3);
  expect(vertices.length).toBeGreaterThan(40);
  // Within 3 pixels (some 240 m: a pixel or two of the globe at this zoom) of the line, both land and water.
  const atEdge = vertices.filter(([x, y]) => {
    let land = 0;
    let wet = 0;
    for (let dy = -3; dy <= 3; dy++)
      for (let dx = -3; dx <= 3; dx++) {
        if (water[(y + dy) * PX + x + dx]) wet++;
        else land++;
      }
    return land > 0 && wet > 0;
  });
  expect({ atEdge: atEdge.length, of: vertices.length }).toEqual({
    atEdge: vertices.length,
    of: vertices.length,
  });
});
