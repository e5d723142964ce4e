import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), buildMeta(), precompress()],
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
