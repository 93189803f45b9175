// Builds the server once into dist/main.js, so production runs plain JavaScript with no
// TypeScript compiler loaded (decision 042). The workspace's own packages (@lo/domain, shipped
// as TypeScript source) are bundled in; every npm package stays an import that Node resolves
// from node_modules at run time, since several of them load files of their own from disk
// (argon2's native binding, PGlite's WASM and data files, pino's workers).
import { rmSync } from "node:fs";
import { build } from "esbuild";

const serverDir = import.meta.dirname;
const outdir = `${serverDir}/dist`;

/** A bare import ("fastify", "drizzle-orm/pglite", "node:fs") that is not one of ours. */
const npmPackagesStayExternal = {
  name: "npm-packages-stay-external",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@lo/") ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: serverDir,
  entryPoints: ["src/main.ts"],
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Stack traces name the TypeScript files and lines when Node runs with --enable-source-maps.
  sourcemap: "linked",
  sourcesContent: false,
  plugins: [npmPackagesStayExternal],
  logLevel: "warning",
  metafile: true,
});

const bytes = Object.values(result.metafile.outputs).find((output) => output.entryPoint)?.bytes;
console.log(`Server built: dist/main.js (${Math.round((bytes ?? 0) / 1024)} kB)`);
