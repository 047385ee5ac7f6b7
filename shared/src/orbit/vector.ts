/** Minimal 3-vector helpers on plain tuples; hot loops inline their arithmetic instead. */
export type Vec3 = [number, number, number];

export const dot = (a: ArrayLike<number>, b: ArrayLike<number>): number =>
  a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const norm = (a: ArrayLike<number>): number => Math.sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]);
export const sub = (a: ArrayLike<number>, b: ArrayLike<number>): Vec3 => [
  a[0] - b[0],
  a[1] - b[1],
  a[2] - b[2],
];
export const add = (a: ArrayLike<number>, b: ArrayLike<number>): Vec3 => [
  a[0] + b[0],
  a[1] + b[1],
  a[2] + b[2],
];
export const scale = (a: ArrayLike<number>, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const cross = (a: ArrayLike<number>, b: ArrayLike<number>): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const unit = (a: ArrayLike<number>): Vec3 => {
  const n = norm(a);
  return [a[0] / n, a[1] / n, a[2] / n];
};
/** Angle between two vectors in radians, robust near 0 and pi. */
export const angleBetween = (a: ArrayLike<number>, b: ArrayLike<number>): number =>
  Math.atan2(norm(cross(a, b)), dot(a, b));
