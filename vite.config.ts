import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { catalogues } from "./client/i18n/catalogue-plugin.ts";

// `vite build` makes the browser's bundle (with a manifest the server reads for preload links);
// `vite build --ssr ssr/entry-server.tsx` makes the server-rendering entry for public pages.
export default defineConfig(({ isSsrBuild }) => ({
  root: "client",
  publicDir: "public",
  plugins: [
    react(),
    tailwindcss(),
    catalogues(),
    // The staff app's service worker (decision 035): our own sw.ts, into which Workbox injects the list of
    // built files to precache (the shell and static assets; API answers are never cached). Registered by
    // the push feature on staff screens only; the manifests are static files in public/.
    ...(isSsrBuild
      ? []
      : [
          VitePWA({
            strategies: "injectManifest",
            srcDir: "features/push",
            filename: "sw.ts",
            injectRegister: false,
            manifest: false,
            injectManifest: {
              globPatterns: ["index.html", "assets/**/*.{js,css,woff2}", "favicon.svg", "icons/*.png"],
              globIgnores: ["**/*.map"],
              maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
            },
          }),
        ]),
  ],
  // The server-rendering entry is one self-contained bundle: dist/ssr needs nothing but Node's built-ins.
  ssr: { noExternal: isSsrBuild ? true : undefined },
  build: isSsrBuild
    ? { outDir: "../dist/ssr", emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : {
        outDir: "../dist/client",
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        // Every browser we serve supports modulepreload; the polyfill only cost start-up time.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // Tailwind's plugin writes the stylesheet without a source map, and Rolldown says so on every build;
          // the CSS map is not needed (the stylesheet is our own utility classes).
          onwarn(warning, warn) {
            if (warning.code === "SOURCEMAP_BROKEN" && warning.plugin?.startsWith("@tailwindcss/vite")) return;
            warn(warning);
          },
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } } },
        },
      },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://127.0.0.1:${process.env.PORT ?? 5000}`, changeOrigin: false } },
  },
}));
