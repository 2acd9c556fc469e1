import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './free-port';

/** Resolves once something accepts connections on `port` (127.0.0.1). */
function listening(port: number): Promise<void> {
  return new Promise((resolve) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve();
      });
      socket.on('error', () => setTimeout(attempt, 50));
    };
    attempt();
  });
}

/** A Redis server of the test's own (the machine's `redis-server`), in memory only, on a free port; `stop` ends it. */
export async function startRedis() {
  const port = await freePort();
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await listening(port);
  return { url: `redis://127.0.0.1:${port}`, stop: () => void redis.kill() };
}
