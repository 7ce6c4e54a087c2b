import { buildPaymentSandbox } from './app';
import { loadConfig } from './config';

/**
 * `npm start -w @otklik/payment-sandbox`: reads the config, listens, and closes cleanly on SIGINT/SIGTERM.
 * One process stands in for both providers: YooKassa (/v3, /yookassa/…) and Stripe (/v1, /stripe/…).
 */
const config = loadConfig();
const { app } = await buildPaymentSandbox({ config });
await app.listen({ port: config.port, host: config.host });
app.log.info(`payment sandbox: YooKassa API ${config.publicUrl}/v3, Stripe API ${config.publicUrl}/v1, control ${config.publicUrl}/__control`);

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
