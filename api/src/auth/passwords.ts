import argon2 from 'argon2';
import type { Config } from '../config';

export type HashCost = Config['argon2'];

export function hashPassword(password: string, cost: HashCost): Promise<string> {
  return argon2.hash(password, {
    type: argon2.argon2id,
    memoryCost: cost.memoryCost,
    timeCost: cost.timeCost,
    parallelism: cost.parallelism,
  });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password at the configured cost, verified when no account matches (equal timing). */
export async function makeDummyHash(cost: HashCost): Promise<string> {
  return hashPassword(`dummy-${Math.random()}-Aa1`, cost);
}
