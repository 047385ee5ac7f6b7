/** The part of fontkit (2.x, no bundled types) the Chinese documents use: opening a font for pdf-lib. */
declare module 'fontkit' {
  export function create(data: Buffer): unknown;
}
