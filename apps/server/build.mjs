// Bundles the server (and the workspace's @nova/* sources) into dist/main.js;
// third-party packages stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  // The code review worker is its own file: worker threads load it beside main.js.
  entryPoints: { main: 'src/main.ts', 'code-review.worker': 'src/modules/ai-code-review/review.worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@nova/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
