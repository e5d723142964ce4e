import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** One timestamp per build: baked into the bundle and written to dist/meta.json (spec 3 §2.17). */
const buildDate = new Date().toISOString();

function buildMeta(): Plugin {
  return {
    name: 'cmis-build-meta',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'meta.json',
        source: `${JSON.stringify({ buildDate })}\n`,
      });
    },
  };
}

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/**
 * Writes .br and .gz beside each text file of dist, so the server can send them as they are
 * (@fastify/static `preCompressed`) instead of compressing on every request.
 */
function precompress(): Plugin {
  return {
    name: 'cmis-precompress',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const content = output.type === 'chunk' ? output.code : output.source;
        const raw = Buffer.from(content);
        if (raw.length < 1024) continue;
        const br = brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        writeFileSync(join(dir, `${fileName}.br`), br);
        writeFileSync(join(dir, `${fileName}.gz`), gzipSync(raw, { level: 9 }));
      }
    },
  };
}

/** Source modules whose chunks the field app loads besides the entry (router.tsx's FieldApp). */
const FIELD_ROOTS = [
  /\/src\/features\/field\/pages\/field-app\.tsx$/,
  /\/src\/app\/antd-providers\.tsx$/,
  /\/src\/i18n\/locales\//,
];

/**
 * The built files the field app needs offline: the entry and its imports, and the field
 * app's lazy chunks (its page, antd's providers, the translation bundles) with everything they
 * import, statically or lazily, and their CSS. The officers' pages, lazy chunks of the entry,
 * are left out: a phone need not download the whole application to open /field.
 */
function fieldFiles(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'cmis-field-files',
    apply: 'build',
    generateBundle(_, bundle) {
      files.clear();
      const add = (fileName: string, lazyToo: boolean) => {
        const chunk = bundle[fileName];
        if (!chunk || files.has(fileName)) return;
        files.add(fileName);
        if (chunk.type !== 'chunk') return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
        for (const next of chunk.imports) add(next, lazyToo);
        if (lazyToo) for (const next of chunk.dynamicImports) add(next, lazyToo);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.isEntry) add(chunk.fileName, false);
        if (chunk.moduleIds.some((id) => FIELD_ROOTS.some((root) => root.test(id)))) {
          add(chunk.fileName, true);
        }
      }
      if (
        !FIELD_ROOTS.every((root) =>
          Object.values(bundle).some(
            (c) => c.type === 'chunk' && c.moduleIds.some((id) => root.test(id)),
          ),
        )
      ) {
        this.error('a module of the field app is missing from the bundle (FIELD_ROOTS)');
      }
    },
  };
  return { plugin, files };
}

const field = fieldFiles();

/**
 * The field app's service worker (apps/web/sw/sw.ts), built by vite-plugin-pwa with the
 * precache list injected: dist/field/sw.js, so its scope can be /field/ (decision 0045).
 */
const fieldWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  outDir: 'dist/field',
  scope: '/field/',
  // field-app.tsx registers it, and public/field/manifest.webmanifest is the manifest.
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globDirectory: fileURLToPath(new URL('./dist', import.meta.url)),
    globPatterns: ['index.html', 'favicon.svg', 'field/manifest.webmanifest', 'assets/*'],
    globIgnores: ['**/*.br', '**/*.gz'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    manifestTransforms: [
      (entries) => ({
        manifest: entries
          // The fonts as woff2 only: every browser with service workers reads it, the .woff
          // beside them is for older ones.
          .filter((e) =>
            e.url.endsWith('.woff2')
              ? true
              : !e.url.startsWith('assets/') ||
                (field.files.has(e.url) && !e.url.endsWith('.woff')),
          )
          // Absolute, as the worker lives in /field/ and resolves relative URLs from there.
          .map((e) => ({ ...e, url: `/${e.url}` })),
        warnings: [],
      }),
    ],
  },
});

export default defineConfig({
  plugins: [react(), buildMeta(), precompress(), field.plugin, fieldWorker],
  define: { __BUILD_DATE__: JSON.stringify(buildDate) },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // jspdf's optional html2canvas is the same library as html2canvas-pro, which the card
      // PDF uses: one copy in the bundle (issue 18 §5).
      { find: /^html2canvas$/, replacement: 'html2canvas-pro' },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1200 },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  preview: { proxy: { '/api': 'http://localhost:3000' } },
});
