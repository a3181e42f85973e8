export const DIST: string;
export function ensureBuilt(): Promise<void>;
