/**
 * What a picture shows besides its place. A public sample shows what its title and description (Chinese or
 * English) say it is about: ships for a port or a seaway (and a terminal for a port), slicks for an oil spill (and a few along a busy seaway,
 * where ships discharge), a river for a river basin, flooded fields for a flood, sea ice. An archive scene shows
 * the traffic of any sea: a few ships, now and then a slick.
 */
import { hashString } from './noise';

/** What a picture shows: the ships, slicks, river, flood, ice and port drawn into it. */
export interface Subject {
  ships: number;
  slicks: number;
  /** A river winding across the land. */
  river: boolean;
  /** Flooded fields on the flat land. */
  flood: boolean;
  /** Sea ice over the sea. */
  ice: boolean;
  /** A port: a terminal (quays, basins, built-up yards) at fine pixel sizes. */
  port: boolean;
}

export const PLAIN: Subject = { ships: 0, slicks: 0, river: false, flood: false, ice: false, port: false };

/** The texts of a sample that say what it is about. */
export interface SampleTexts {
  title_zh: string;
  title_en: string;
  description_zh: string;
  description_en: string;
}

const ABOUT = {
  ships: {
    en: /\b(ships?|vessels?|ports?|terminals?|anchorages?|seaway|harbou?rs?)\b/i,
    zh: /船|港|码头|锚地|航道/,
  },
  oil: { en: /\b(oil|spills?|slicks?|dark[- ]spots?)\b/i, zh: /油|暗斑/ },
  lane: { en: /\b(seaway|straits?|shipping lanes?)\b/i, zh: /航道|海峡/ },
  river: { en: /\briver (basin|channels?|valley)\b/i, zh: /河道|流域/ },
  flood: { en: /\b(flood\w*|inundat\w*)\b/i, zh: /洪|涝|淹/ },
  ice: { en: /\b(sea[- ])?ice\b/i, zh: /冰/ },
  port: { en: /\b(ports?|terminals?|harbou?rs?)\b/i, zh: /港|码头/ },
} as const;

export function sampleSubject(s: SampleTexts): Subject {
  const en = `${s.title_en} ${s.description_en}`;
  const zh = `${s.title_zh} ${s.description_zh}`;
  const about = (k: keyof typeof ABOUT) => ABOUT[k].en.test(en) || ABOUT[k].zh.test(zh);
  const oil = about('oil');
  return {
    ...PLAIN,
    ships: about('ships') ? 6 : oil ? 2 : 3,
    slicks: oil ? 3 : about('lane') ? 2 : 0,
    river: about('river'),
    flood: about('flood'),
    ice: about('ice'),
    port: about('port'),
  };
}

/** An archive scene: one to six ships where there is sea, and a slick in one scene of seven. */
export function sceneSubject(id: string): Subject {
  const h = hashString(id);
  return { ...PLAIN, ships: 1 + (h % 6), slicks: (h >>> 8) % 7 === 0 ? 1 : 0 };
}
