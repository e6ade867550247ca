/** Builds the server bundle and its migrations into `outdir` (scripts/server-bundle.mjs). */
export function buildServerBundle(outdir: string): Promise<void>;
