/** Small conversions between the globe's [lng, lat] degrees and Cesium's types, and the colours of the scene. */
import { Cartesian3, Cartographic, Color, Math as CesiumMath, Rectangle } from 'cesium';
import type { FeatureStyle, FlyTarget, LngLat } from '../types';

export const DEFAULT_STYLE: Required<FeatureStyle> = {
  fill: 'rgba(30,136,229,0.25)',
  outline: 'rgba(30,136,229,1)',
  width: 1.5,
};
export const HOVER_STYLE: Required<FeatureStyle> = {
  fill: 'rgba(255,179,0,0.45)',
  outline: 'rgba(255,179,0,1)',
  width: 3,
};
export const SELECTED_STYLE: Required<FeatureStyle> = {
  fill: 'rgba(229,57,53,0.45)',
  outline: 'rgba(229,57,53,1)',
  width: 4,
};
export const SHAPE_FILL = Color.fromCssColorString('rgba(0,230,118,0.25)');
export const SHAPE_OUTLINE = Color.fromCssColorString('rgba(0,200,83,1)');
export const HANDLE_COLOR = Color.fromCssColorString('#ffffff');
/** The first view when a page gives none. */
export const CHINA: FlyTarget = [73, 16, 136, 54];

export const color = (css: string) => Color.fromCssColorString(css);
export const degrees = (c: Cartographic): LngLat => [
  CesiumMath.toDegrees(c.longitude),
  CesiumMath.toDegrees(c.latitude),
];
export const cartesian = ([lng, lat]: LngLat) => Cartesian3.fromDegrees(lng, lat);
export const rectangleOf = ([w, s, e, n]: [number, number, number, number]) =>
  Rectangle.fromDegrees(w, s, e, n);
