import { buildSandbox } from './app';
import { loadConfig } from './config';

/**
 * `npm start -w @otklik/hh-sandbox`: reads the config, loads the data, listens, and closes cleanly on
 * SIGINT/SIGTERM. One process serves both of hh's hosts: the OAuth pages (hh.ru) and the API (api.hh.ru).
 */
const config = loadConfig();
const started = performance.now();
const { app, state } = await buildSandbox({ config });
app.log.info({ vacancies: state.data.catalog.size, loadMs: Math.round(performance.now() - started), data: config.dataPath }, 'hh sandbox data loaded');
await app.listen({ port: config.port, host: config.host });
app.log.info(`hh sandbox: authorize at ${config.publicUrl}/oauth/authorize, API at ${config.publicUrl}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'close failed');
        process.exit(1);
      },
    );
  });
}
