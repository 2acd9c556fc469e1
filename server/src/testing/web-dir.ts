import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A built web app's folder as the server serves it, made for a test: index.html, the landing page, one asset and a
 * Vite manifest naming the dashboard's chunks (which the server preloads with its page). Its path.
 */
export function makeWebDir(): string {
  const webDir = mkdtempSync(join(tmpdir(), 'ft-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>App</title></head><body><div id="root"></div><script type="module" crossorigin src="/assets/app.js"></script></body></html>',
  );
  writeFileSync(
    join(webDir, 'landing.html'),
    '<!doctype html><html lang="en"><div id="root"></div><script src="/assets/landing.js"></script>',
  );
  writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  mkdirSync(join(webDir, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/app.js', imports: ['_react.js'], isEntry: true },
    '_react.js': { file: 'assets/react.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
    'src/app/layouts/shell-layout.tsx': { file: 'assets/shell.js', imports: ['_shared.js'], isDynamicEntry: true },
    'src/app/routes/dashboard.tsx': {
      file: 'assets/dashboard.js',
      imports: ['_shared.js', '_react.js'],
      css: ['assets/dashboard.css'],
      isDynamicEntry: true,
    },
  };
  writeFileSync(join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return webDir;
}
