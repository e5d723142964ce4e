/** ISO time of the build, set by vite.config.ts; compared with /meta.json at start. */
declare const __BUILD_DATE__: string;
