import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum: 19 MiB memory, 2 iterations, 1 lane.
// (`algorithm: 2` is Algorithm.Argon2id; the enum is const and not emitted.)
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** The cost of a hash: memory in KiB and passes. */
export interface HashCost {
  memoryCost: number;
  timeCost: number;
}

/** `cost`: the application always hashes at the default; only test fixtures pass a lighter one. */
export function hashPassword(password: string, cost: HashCost = OPTIONS): Promise<string> {
  return hash(password, { ...OPTIONS, ...cost });
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
