export const DIST: string;
export function buildIsStale(): boolean;
export function ensureBuilt(): Promise<void>;
