// Bundles the server for `npm start` (architecture: fixed points). Packages stay in
// node_modules; only the workspace's own TypeScript (the server and @cmis/shared) is bundled,
// because node cannot load .ts files.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@cmis/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
