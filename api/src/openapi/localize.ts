/**
 * The OpenAPI document in the reader's language: English as generated from the routes, or a deep copy with every
 * summary, tag, description and the info block in Chinese (the texts of api/src/routes/openapi-zh.ts). Examples,
 * enums, constants and defaults are data and stay as they are; so do identifier-like texts (`cql2-json`,
 * `places.id`), which have no Chinese.
 */
import type { Lang } from '../i18n/messages';

/** The Chinese of the document's texts, by their English. */
export interface ChineseTexts {
  tags: ReadonlyMap<string, string>;
  info: ReadonlyMap<string, string>;
  summaries: ReadonlyMap<string, string>;
  descriptions: ReadonlyMap<string, string>;
}

type Pairs = readonly (readonly [english: string, chinese: string])[];
/** One route group's Chinese, as [English, Chinese] pairs (api/src/routes/<group>/openapi-zh.ts). */
export interface GroupTexts {
  tags?: Pairs;
  summaries?: Pairs;
  descriptions?: Pairs;
}

type Json = unknown;
type JsonObject = Record<string, Json>;

/** Subtrees holding values of the API rather than prose about it. */
const DATA_KEYS = new Set(['example', 'examples', 'enum', 'const', 'default']);
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** A text with no words to translate: one token of letters, digits and `_ . @ : -`. */
export const isIdentifierLike = (text: string) => /^[\w.@:-]+$/.test(text);

const isObject = (v: Json): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface Localized {
  document: JsonObject;
  /** English texts that have no Chinese in the texts given (each once). */
  missing: string[];
}

/** The Chinese copy of `document`, and the texts it had to leave in English. The original is not changed. */
export function toChinese(document: JsonObject, zh: ChineseTexts): Localized {
  const doc = structuredClone(document);
  const missing = new Set<string>();
  const translate = (text: string, table: ReadonlyMap<string, string>) => {
    const zh = table.get(text);
    if (zh !== undefined) return zh;
    if (!isIdentifierLike(text)) missing.add(text);
    return text;
  };

  // Descriptions anywhere: parameters, request bodies, responses, schemas and their fields. The generator shares
  // some schema objects between operations (the clone keeps them shared): each is translated once.
  const seen = new WeakSet<object>();
  const walk = (node: Json) => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'description' && typeof value === 'string') node[key] = translate(value, zh.descriptions);
      else if (!DATA_KEYS.has(key)) walk(value);
    }
  };

  const info = doc.info;
  if (isObject(info)) {
    if (typeof info.title === 'string') info.title = translate(info.title, zh.info);
    if (typeof info.description === 'string') info.description = translate(info.description, zh.info);
  }
  if (Array.isArray(doc.tags))
    for (const tag of doc.tags)
      if (isObject(tag) && typeof tag.name === 'string') tag.name = translate(tag.name, zh.tags);
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method) || !isObject(op)) continue;
      if (typeof op.summary === 'string') op.summary = translate(op.summary, zh.summaries);
      if (Array.isArray(op.tags))
        op.tags = op.tags.map((t) => (typeof t === 'string' ? translate(t, zh.tags) : t));
    }
  }
  walk(doc.paths);
  walk(doc.components);
  return { document: doc, missing: [...missing] };
}

/**
 * The document of each language, made once per process from `generate` (the routes do not change while it runs).
 * English is the generated document itself.
 */
export function openApiDocuments(generate: () => JsonObject, zh: ChineseTexts): (lang: Lang) => JsonObject {
  const made = new Map<Lang, JsonObject>();
  return (lang) => {
    let doc = made.get(lang);
    if (!doc) {
      const english = generate();
      doc = lang === 'zh' ? toChinese(english, zh).document : english;
      made.set(lang, doc);
    }
    return doc;
  };
}
