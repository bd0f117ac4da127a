import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt)$/;

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip -9) beside every emitted text file of at
 * least 1 KB (source maps excepted: they are compressed on the fly when asked for), for the
 * server's static handler to send by `Accept-Encoding` without compressing at request time.
 */
export function precompress(): Plugin {
  return {
    name: "registrar-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const name of Object.keys(bundle)) {
        if (!TEXT.test(name) || name.startsWith(".vite/")) continue;
        const path = join(dir, name);
        const data = readFileSync(path);
        if (data.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}
