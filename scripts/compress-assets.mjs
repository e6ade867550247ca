// Writes .br and .gz beside each built text asset; @fastify/static serves them (preCompressed) to
// browsers that accept them, so the bytes on the wire are the compressed ones.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = process.argv[2] ?? "dist/client";
const compressible = /\.(js|css|html|svg|json|txt)$/;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(name) && statSync(file).size > 1024) {
      const bytes = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    }
  }
}
walk(root);
