// No online basemap: the portal runs where the internet may be out of reach and its pages' Content-Security-Policy
// loads nothing from other origins, so STAC Browser's maps show footprints on a plain background.
export default function configureBasemap() {
  return [];
}
