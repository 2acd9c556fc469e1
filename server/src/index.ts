import { DataDirError } from './db/data-dir';
import { EnvError, parseEnv } from './env';
import { listen } from './http/listen';
import { createLogger } from './lib/logger';
import { ssrEntryFile, webDistDir } from './paths';
import { createServer } from './server';

function readEnv() {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const env = readEnv();
const logger = createLogger(env);

try {
  const { app, database, collab, stop } = await createServer({
    env,
    logger,
    webDir: webDistDir,
    ssrEntry: ssrEntryFile,
  });
  const server = listen(app.fetch, env.PORT, (port) => {
    logger.info({ port, database: database.kind }, `Founder Toolkit is running on ${env.APP_URL}`);
  });
  server.on('upgrade', collab.handleUpgrade);
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'Shutting down');
    server.close(() => void stop().finally(() => void database.close().finally(() => process.exit(0))));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
} catch (error) {
  // A DATA_DIR the operator must fix is said in one line, as bad configuration is; anything else with its stack.
  if (error instanceof DataDirError) console.error(`Founder Toolkit could not start: ${error.message}`);
  else logger.fatal({ err: error }, `Founder Toolkit could not start: ${(error as Error).message}`);
  process.exit(1);
}
