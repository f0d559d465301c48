import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { startSimulation, useSimulation } from './areas/devices/engine/simulate.ts';
import { areaJobs } from './areas/index.ts';
import { syncReferenceData } from './areas/permissions/reference-data.ts';
import { loadConfig } from './config.ts';
import { systemClock } from './platform/clock.ts';
import { DataDirLockedError } from './platform/db/data-dir-lock.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { type Database, openDatabase } from './platform/db/open.ts';
import { startJobWorker } from './platform/jobs/worker.ts';
import { databaseSender, smtpSender, startOutboxWorker } from './platform/outbox/outbox.ts';
import { seedDemo } from './seed/demo.ts';
import { DEMO_PASSWORD, demoUsers } from './seed/demo-data.ts';

function printBanner(url: string, database: Database, seededNow: boolean, demo: boolean): void {
  const lines = [
    '',
    `  Lintel is running at ${url}`,
    `  database: ${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}${seededNow ? ' (demo portfolio seeded just now)' : ''}`,
  ];
  if (demo) {
    // Full addresses, so a terminal makes them clickable.
    lines.push('', `  Demo mailbox (sign-in links and codes): ${url}/demo/mailbox`);
    lines.push('', `  Demo sign-ins at ${url}/sign-in (password ${DEMO_PASSWORD}):`);
    const width = Math.max(...demoUsers.map((user) => user.email.length));
    for (const user of demoUsers) lines.push(`    ${user.email.padEnd(width)}  ${user.description}`);
  }
  lines.push('', '  Stop with Ctrl+C.', '');
  console.info(lines.join('\n'));
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  let database: Database;
  try {
    database = await openDatabase(
      config.database.kind === 'postgres'
        ? {
            kind: 'postgres',
            url: config.database.url,
            poolSize: config.database.poolSize,
            onPoolError: (error) => console.error(`database connection lost: ${error.message}`),
          }
        : { kind: 'pglite', dataDir: config.database.dataDir },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await migrateToLatest(database.db);
  await syncReferenceData(database);
  const seededNow = config.seedDemo ? await seedDemo(database) : false;
  // The simulator plays every device vendor; with its live ticks on, every community's devices report.
  useSimulation(config.deviceSimulator);
  if (config.deviceSimulator.live) await startSimulation(database, systemClock.now());

  const app = await buildApp({ config, database, clock: systemClock });
  const sender = config.smtp ? await smtpSender(config.smtp.url, config.smtp.from) : databaseSender;
  const outbox = startOutboxWorker({ db: database.db, sender, clock: systemClock, log: app.log });
  const jobs = startJobWorker({ db: database.db, clock: systemClock, jobs: areaJobs, log: app.log });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await outbox.stop();
    await database.close();
  });

  // SIGTERM/SIGINT: stop accepting, let requests in flight finish, then close the database cleanly.
  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an unexpected error');
    else app.log.info({ signal }, 'stopping');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host =
    config.host === '127.0.0.1' || config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  printBanner(`http://${host}:${port}`, database, seededNow, config.seedDemo);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
