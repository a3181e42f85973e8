export function bundleServer(opts: {
  entryPoints: Record<string, string>;
  outdir: string;
  quiet?: boolean;
}): Promise<void>;
export function bundleCli(opts: {
  entryPoints: Record<string, string>;
  outdir: string;
  quiet?: boolean;
  mjs?: boolean;
}): Promise<void>;
