// Bundles the server for `npm start` (architecture: fixed points). Packages stay in
// node_modules; only the workspace's own TypeScript (the server and @cmis/shared) is bundled,
// because node cannot load .ts files.
import { build } from 'esbuild';

// Another file may be named (`node build.mjs dist/some-test/main.js`): a test that runs its own
// copy never starts a bundle another test is rewriting at that moment.
const outfile = process.argv[2] ?? 'dist/main.js';

await build({
  entryPoints: ['src/main.ts'],
  outfile,
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
