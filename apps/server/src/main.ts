import { buildApp } from './app.js';
import { bootstrap } from './bootstrap.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { startHousekeeping } from './housekeeping.js';

const config = loadConfig();
const database = openDatabase(config);
await migrateToLatest(database.db, database.dialect);
await bootstrap(database.db, config, (text) => process.stdout.write(`${text}\n`));
const { app } = await buildApp(config, database);
const stopHousekeeping = startHousekeeping(database.db, app.log);

await app.listen({ port: config.port, host: config.host });
app.log.info({ database: database.dialect, dataDir: config.dataDir }, `${config.appTitle} 已启动`);

// SIGTERM/SIGINT: stop accepting, finish in-flight requests, then close the database.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopHousekeeping();
    // Requests get 10 s to finish; then remaining connections are cut.
    setTimeout(() => app.server.closeAllConnections(), 10_000).unref();
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
}
