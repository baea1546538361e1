// Four pages: the lobby (index.html), the game (game.html), a variant's rules (rules.html) and the
// problem solver (solve.html); `nightrider serve` serves the output.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  build: {
    outDir: 'dist',
    rollupOptions: {
      input: {
        lobby: resolve(here, 'index.html'),
        game: resolve(here, 'game.html'),
        rules: resolve(here, 'rules.html'),
        solve: resolve(here, 'solve.html'),
      },
    },
  },
});
