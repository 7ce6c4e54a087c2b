import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The one reader of `process.env`.
 * Every variable is listed in {@link CONFIG_DOC}; the table of docs/configuration.md is checked against it (test/repo/docs.test.ts).
 */

/** The repository root, found from this file's location (apps/api/src/config), never from the working directory. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

const DEV_APP_SECRET = 'otklik-development-secret-do-not-use-in-production';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const bool = z.stringbool();
const optionalNonEmpty = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Raw environment schema: one key per variable, defaults as documented in CONFIG_DOC. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: port.default(8080),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('.data'),
    DATABASE_URL: optionalNonEmpty.pipe(
      z
        .string()
        .regex(/^(postgres|postgresql):\/\/.+|^memory:\/\/$/, 'must be a postgres:// or postgresql:// URL, or memory://')
        .optional(),
    ),
    APP_SECRET: optionalNonEmpty.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    PUBLIC_URL: optionalNonEmpty.pipe(z.url({ protocol: /^https?$/ }).optional()),
    REGISTRATION_OPEN: bool.default(true),
    SMTP_URL: optionalNonEmpty.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().trim().min(3).default('Otklik <no-reply@otklik.local>'),
    ACCESS_TOKEN_TTL_SECONDS: positiveInt.max(24 * 3600).default(900),
    REFRESH_TOKEN_TTL_DAYS: positiveInt.max(365).default(30),
    LOGIN_RATE_LIMIT_PER_IP: positiveInt.default(30),
    LOGIN_RATE_LIMIT_PER_EMAIL: positiveInt.default(5),
    LOGIN_RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(900),
    REDIS_URL: optionalNonEmpty.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    WEB_DIST_DIR: z.string().trim().min(1).default('apps/web/dist'),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    METRICS_TOKEN: optionalNonEmpty.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .pipe(
        z.union([
          z.enum(['true', 'false']).transform((value) => value === 'true'),
          z
            .string()
            .regex(
              /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]+)(\s*,\s*(loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]+))*$/,
              'must be true, false, or a comma-separated list of proxy IPs/CIDRs (or loopback, linklocal, uniquelocal)',
            )
            .transform((value) => value.split(',').map((part) => part.trim())),
        ]),
      ),
    HH_CLIENT_ID: optionalNonEmpty,
    HH_CLIENT_SECRET: optionalNonEmpty,
    HH_REDIRECT_URI: optionalNonEmpty.pipe(z.url({ protocol: /^https?$/ }).optional()),
    HH_API_URL: optionalNonEmpty.pipe(z.url({ protocol: /^https?$/ }).optional()),
    HH_OAUTH_URL: optionalNonEmpty.pipe(z.url({ protocol: /^https?$/ }).optional()),
    HH_USER_AGENT: z.string().trim().min(3).default('Otklik/0.1 (support@otklik.local)'),
    HH_TIMEOUT_MS: positiveInt.max(120_000).default(15_000),
    HH_SANDBOX_PORT: port.default(8090),
    HH_SANDBOX_PUBLIC_URL: optionalNonEmpty.pipe(z.url({ protocol: /^https?$/ }).optional()),
    OPENAI_BASE_URL: optionalNonEmpty.pipe(z.url({ protocol: /^https?$/ }).optional()),
    OPENAI_API_KEY: optionalNonEmpty,
    LLM_MODEL: optionalNonEmpty,
    LLM_TIMEOUT_MS: positiveInt.max(600_000).default(30_000),
    TRAINER_URL: z.url({ protocol: /^https?$/ }).default('https://trainer.otklik.local'),
    TELEGRAM_SUPPORT_BOT: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_]{5,64}$/, 'must be a Telegram bot username')
      .default('otklik_support_bot'),
    DAILY_APPLICATION_QUOTA: positiveInt.max(200).default(20),
    COMPANION_SEND_GAP_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
    COMPANION_STEP_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(800),
    COMPANION_QUIET_HOURS: z
      .string()
      .trim()
      .default('22-8')
      .pipe(
        z.union([
          z.enum(['', 'none']).transform(() => ({ from: 0, to: 0 })),
          z
            .string()
            .regex(/^([01]?\d|2[0-3])-([01]?\d|2[0-3])$/, 'must be FROM-TO hours (0–23), e.g. 22-8, or none')
            .transform((value) => {
              const [from, to] = value.split('-').map(Number) as [number, number];
              return { from, to };
            }),
        ]),
      ),
    YOOKASSA_API_URL: optionalNonEmpty.pipe(z.url({ protocol: /^https?$/ }).optional()),
    YOOKASSA_SHOP_ID: optionalNonEmpty,
    YOOKASSA_SECRET_KEY: optionalNonEmpty,
    YOOKASSA_VAT_CODE: z.coerce.number().int().min(1).max(12).default(1),
    YOOKASSA_TAX_SYSTEM_CODE: optionalNonEmpty.pipe(
      z
        .string()
        .regex(/^[1-6]$/, 'must be 1–6')
        .transform(Number)
        .optional(),
    ),
    STRIPE_API_URL: optionalNonEmpty.pipe(z.url({ protocol: /^https?$/ }).optional()),
    STRIPE_SECRET_KEY: optionalNonEmpty,
    STRIPE_WEBHOOK_SECRET: optionalNonEmpty,
    PAYMENTS_TIMEOUT_MS: positiveInt.max(120_000).default(10_000),
    PAYMENT_SANDBOX_PORT: port.default(8095),
    PAYMENT_SANDBOX_PUBLIC_URL: optionalNonEmpty.pipe(z.url({ protocol: /^https?$/ }).optional()),
  })
  .superRefine((env, ctx) => {
    if (env.HH_CLIENT_ID && !env.HH_CLIENT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['HH_CLIENT_SECRET'], message: 'is required when HH_CLIENT_ID is set' });
    }
    if (env.HH_CLIENT_ID && !env.HH_REDIRECT_URI && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['HH_REDIRECT_URI'], message: 'is required with HH_CLIENT_ID in production (the URI registered at dev.hh.ru)' });
    }
    const llmSet = [env.OPENAI_BASE_URL, env.OPENAI_API_KEY, env.LLM_MODEL].filter(Boolean).length;
    if (llmSet !== 0 && llmSet !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_MODEL'],
        message: 'OPENAI_BASE_URL, OPENAI_API_KEY and LLM_MODEL are set together, or none (built-in engine)',
      });
    }
    const paymentKeys = [env.YOOKASSA_SHOP_ID, env.YOOKASSA_SECRET_KEY, env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET].filter(Boolean).length;
    if (paymentKeys !== 0 && paymentKeys !== 4) {
      ctx.addIssue({
        code: 'custom',
        path: ['YOOKASSA_SHOP_ID'],
        message:
          'YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together (real providers), or none (the payment sandbox)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'is required when NODE_ENV=production (at least 32 random characters)' });
    }
  });

type EnvKey = keyof z.input<typeof envSchema>;

/** One row of the configuration table: variable name, default as text, and what it means. */
export interface ConfigDocEntry {
  name: EnvKey;
  default: string;
  meaning: string;
}

/**
 * Every environment variable the API reads, with its default and meaning, in the order of docs/configuration.md.
 * A unit test checks that this list and the zod schema name the same variables.
 */
export const CONFIG_DOC: readonly ConfigDocEntry[] = [
  { name: 'PORT', default: '8080', meaning: 'TCP port the API and the built web app listen on.' },
  { name: 'HOST', default: '127.0.0.1', meaning: 'Interface to listen on; 0.0.0.0 exposes it to the network.' },
  {
    name: 'PUBLIC_URL',
    default: 'http://127.0.0.1:${PORT}',
    meaning: 'Address people open; used in e-mail links. When it is https, session cookies are Secure.',
  },
  { name: 'DATA_DIR', default: '.data', meaning: 'Folder for local state (PGlite database, mail outbox); relative paths start at the repository root.' },
  {
    name: 'DATABASE_URL',
    default: '(unset: PGlite in DATA_DIR/pglite)',
    meaning: 'PostgreSQL connection string (postgres://…); memory:// runs PGlite in memory, losing data at exit.',
  },
  {
    name: 'APP_SECRET',
    default: '(none in production; a fixed dev secret otherwise)',
    meaning: 'At least 32 random characters; signing and encryption keys are derived from it with HKDF.',
  },
  { name: 'REGISTRATION_OPEN', default: 'true', meaning: "false makes POST /api/auth/register answer 403 'Registration is closed'." },
  {
    name: 'SMTP_URL',
    default: '(unset: mail written to DATA_DIR/outbox as .eml files)',
    meaning: 'SMTP server for outgoing mail, e.g. smtps://user:pass@smtp.example.com:465.',
  },
  { name: 'MAIL_FROM', default: 'Otklik <no-reply@otklik.local>', meaning: 'From address of outgoing mail.' },
  { name: 'ACCESS_TOKEN_TTL_SECONDS', default: '900', meaning: 'Lifetime of the access token (JWT cookie), in seconds.' },
  { name: 'REFRESH_TOKEN_TTL_DAYS', default: '30', meaning: 'Lifetime of a refresh token, in days; each refresh issues a new one.' },
  { name: 'LOGIN_RATE_LIMIT_PER_IP', default: '30', meaning: 'Failed logins allowed from one IP address per window before 429.' },
  { name: 'LOGIN_RATE_LIMIT_PER_EMAIL', default: '5', meaning: 'Failed logins allowed for one e-mail per window before 429.' },
  { name: 'LOGIN_RATE_LIMIT_WINDOW_SECONDS', default: '900', meaning: 'Length of the login rate-limit window, in seconds.' },
  {
    name: 'REDIS_URL',
    default: '(unset: counters in PostgreSQL, or in memory on PGlite)',
    meaning: 'Redis for the login rate-limit counters (redis:// or rediss://), shared by every API process.',
  },
  { name: 'WEB_DIST_DIR', default: 'apps/web/dist', meaning: 'Built web app served at /; relative paths start at the repository root.' },
  { name: 'LOG_LEVEL', default: 'info', meaning: 'fatal, error, warn, info, debug, trace or silent.' },
  {
    name: 'METRICS_TOKEN',
    default: '(unset: GET /metrics answers 404)',
    meaning: 'Bearer token (at least 16 characters) that GET /metrics requires; Prometheus scrapes it with `Authorization: Bearer <token>`.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    meaning:
      'Trust X-Forwarded-* (client IP, https) from: true (any proxy), false, or a comma-separated list of proxy IPs/CIDRs or loopback, linklocal, uniquelocal.',
  },
  {
    name: 'HH_CLIENT_ID',
    default: '(unset: the hh sandbox)',
    meaning: 'Client id of the registered hh.ru app. Set, it means the real hh.ru; unset, npm start runs the hh sandbox and the API uses it.',
  },
  { name: 'HH_CLIENT_SECRET', default: '(none)', meaning: 'Client secret of the hh.ru app; required with HH_CLIENT_ID.' },
  {
    name: 'HH_REDIRECT_URI',
    default: '${PUBLIC_URL}/connect',
    meaning: 'OAuth redirect_uri registered at dev.hh.ru; hh sends the seeker back there with ?code=&state=.',
  },
  { name: 'HH_API_URL', default: 'https://api.hh.ru with HH_CLIENT_ID, else the sandbox', meaning: 'hh API host (token endpoint POST /token included).' },
  {
    name: 'HH_OAUTH_URL',
    default: 'https://hh.ru with HH_CLIENT_ID, else the sandbox',
    meaning: 'hh OAuth host: the browser is sent to /oauth/authorize there.',
  },
  {
    name: 'HH_USER_AGENT',
    default: 'Otklik/0.1 (support@otklik.local)',
    meaning: 'User-Agent and HH-User-Agent sent on every hh call (hh requires it: name/version (contact e-mail)).',
  },
  { name: 'HH_TIMEOUT_MS', default: '15000', meaning: 'Timeout of one hh call, in ms.' },
  { name: 'HH_SANDBOX_PORT', default: '8090', meaning: 'Port of the hh sandbox that npm start runs when HH_CLIENT_ID is unset.' },
  { name: 'HH_SANDBOX_PUBLIC_URL', default: 'http://127.0.0.1:${HH_SANDBOX_PORT}', meaning: 'Address of the hh sandbox as the browser and the API reach it.' },
  {
    name: 'OPENAI_BASE_URL',
    default: '(unset: built-in engine)',
    meaning: 'OpenAI-compatible API base URL (…/v1) for the assistant; set with OPENAI_API_KEY and LLM_MODEL.',
  },
  { name: 'OPENAI_API_KEY', default: '(none)', meaning: 'Key of the OpenAI-compatible API.' },
  { name: 'LLM_MODEL', default: '(none)', meaning: 'Model name for the OpenAI-compatible engine.' },
  { name: 'LLM_TIMEOUT_MS', default: '30000', meaning: 'Timeout of one LLM call, in ms; on failure the built-in engine answers.' },
  {
    name: 'TELEGRAM_SUPPORT_BOT',
    default: 'otklik_support_bot',
    meaning: 'Telegram bot username of the support chat; opened as https://t.me/<bot>?start=<user_id>.',
  },
  {
    name: 'TRAINER_URL',
    default: 'https://trainer.otklik.local',
    meaning: 'Address of the interview trainer, a separate site; seekers whom support granted access see this link on /interview.',
  },
  { name: 'DAILY_APPLICATION_QUOTA', default: '20', meaning: 'Applications a seeker may send per day (UTC) on the trial plan.' },
  {
    name: 'COMPANION_SEND_GAP_SECONDS',
    default: '120',
    meaning:
      'Browser companion, «Отправлять за меня»: least gap between two applications, in seconds (a random extra up to the same again is added); tests shorten it.',
  },
  { name: 'COMPANION_STEP_DELAY_MS', default: '800', meaning: 'Browser companion: pause between two steps on an hh.ru page, in ms (human pacing).' },
  {
    name: 'COMPANION_QUIET_HOURS',
    default: '22-8',
    meaning: 'Browser companion: default quiet hours (seeker’s local time, FROM-TO hours) with no automatic sending, or none; each seeker may change theirs.',
  },
  {
    name: 'YOOKASSA_API_URL',
    default: 'https://api.yookassa.ru/v3 with YOOKASSA_SHOP_ID, else the payment sandbox',
    meaning: 'YooKassa API base (Russian cards), including /v3.',
  },
  {
    name: 'YOOKASSA_SHOP_ID',
    default: '(unset: the payment sandbox)',
    meaning: 'YooKassa shopId. The four provider keys are set together (real providers) or none: then npm start runs the payment sandbox and the API uses it.',
  },
  { name: 'YOOKASSA_SECRET_KEY', default: '(none)', meaning: 'YooKassa secret key; required with YOOKASSA_SHOP_ID.' },
  { name: 'YOOKASSA_VAT_CODE', default: '1', meaning: '54-FZ VAT code of the receipt item (1 = без НДС, 4 = 20 %, 11 = 22 %…).' },
  { name: 'YOOKASSA_TAX_SYSTEM_CODE', default: '(unset: omitted)', meaning: '54-FZ tax system code 1–6, for a shop with several tax systems.' },
  {
    name: 'STRIPE_API_URL',
    default: 'https://api.stripe.com with STRIPE_SECRET_KEY, else the payment sandbox',
    meaning: 'Stripe API host for the SDK (foreign cards).',
  },
  { name: 'STRIPE_SECRET_KEY', default: '(none)', meaning: 'Stripe secret key (sk_…); set with the YooKassa keys.' },
  { name: 'STRIPE_WEBHOOK_SECRET', default: '(none)', meaning: 'Signing secret (whsec_…) of the Stripe webhook endpoint ${PUBLIC_URL}/pay/webhooks/stripe.' },
  { name: 'PAYMENTS_TIMEOUT_MS', default: '10000', meaning: 'Timeout of one payment provider call, in ms.' },
  { name: 'PAYMENT_SANDBOX_PORT', default: '8095', meaning: 'Port of the payment sandbox that npm start runs when no provider keys are set.' },
  {
    name: 'PAYMENT_SANDBOX_PUBLIC_URL',
    default: 'http://127.0.0.1:${PAYMENT_SANDBOX_PORT}',
    meaning: 'Address of the payment sandbox as the browser and the API reach it.',
  },
  { name: 'NODE_ENV', default: 'development', meaning: 'development, test or production; production requires APP_SECRET.' },
];

/** Where the app keeps its data: an embedded PGlite (on disk or in memory) or a PostgreSQL server. */
export type DatabaseConfig = { kind: 'pglite'; dataDir: string } | { kind: 'pglite-memory' } | { kind: 'postgres'; url: string };

/** The parsed, validated configuration. Paths are absolute; durations carry their unit in the name. */
export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Absolute DATA_DIR. */
  dataDir: string;
  database: DatabaseConfig;
  appSecret: string;
  /** Public base URL without a trailing slash, e.g. `http://127.0.0.1:8080`. */
  publicUrl: string;
  /** True when PUBLIC_URL is https: cookies are always Secure then. */
  publicUrlIsHttps: boolean;
  registrationOpen: boolean;
  mail: { smtpUrl: string | null; from: string; outboxDir: string };
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  loginRateLimit: { perIp: number; perEmail: number; windowSeconds: number };
  /** REDIS_URL: where the login counters live when set; null = PostgreSQL (or memory on PGlite). */
  redisUrl: string | null;
  /** Absolute WEB_DIST_DIR. */
  webDistDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** METRICS_TOKEN: the bearer token GET /metrics requires; null = /metrics is off (404). */
  metricsToken: string | null;
  trustProxy: boolean | string[];
  /**
   * The hh.ru connection. `mode` is 'real' when HH_CLIENT_ID is set, else 'sandbox' (the hh sandbox on
   * HH_SANDBOX_PORT with its built-in test credentials). URLs have no trailing slash.
   */
  hh: {
    mode: 'real' | 'sandbox';
    apiUrl: string;
    oauthUrl: string;
    clientId: string;
    clientSecret: string;
    redirectUri: string;
    userAgent: string;
    timeoutMs: number;
  };
  /** The OpenAI-compatible engine, or null for the built-in engine. */
  llm: { baseURL: string; apiKey: string; model: string; timeoutMs: number } | null;
  telegramSupportBot: string;
  /** TRAINER_URL: the interview trainer's site, shown to seekers with access. */
  trainerUrl: string;
  /** Applications per seeker per UTC day. */
  dailyApplicationQuota: number;
  /**
   * The browser companion's pacing: least gap between two automatic applications (ms), pause between two steps on a
   * page (ms), and the default quiet hours (local hours; from = to: none).
   */
  companion: { sendGapMs: number; stepDelayMs: number; quietHours: { from: number; to: number } };
  payments: PaymentsSettings;
  /** Problems that do not stop the boot (e.g. the dev APP_SECRET); the server logs them at start. */
  warnings: string[];
}

/**
 * The payment providers (YooKassa for Russian cards, Stripe checkout for foreign ones): 'real' when the four provider
 * keys are set, else 'sandbox' (the payment sandbox at `sandboxUrl`; keys null = its built-in test keys). URLs have no trailing slash; timeout in ms.
 */
export interface PaymentsSettings {
  mode: 'real' | 'sandbox';
  sandboxUrl: string;
  yookassa: { apiUrl: string; shopId: string | null; secretKey: string | null; vatCode: number; taxSystemCode: number | null };
  stripe: { apiUrl: string; secretKey: string | null; webhookSecret: string | null };
  timeoutMs: number;
}

/** Thrown by {@link loadConfig}; `problems` lists every bad variable, one line each. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

const SANDBOX_CLIENT_ID = 'otklik-sandbox';
const SANDBOX_CLIENT_SECRET = 'otklik-sandbox-secret';

const fromRepoRoot = (path: string): string => (isAbsolute(path) ? path : join(REPO_ROOT, path));

/** The payment providers' settings: real when the four provider keys are set, else the payment sandbox. */
function paymentsOf(e: z.output<typeof envSchema>): PaymentsSettings {
  const sandboxUrl = trimSlash(e.PAYMENT_SANDBOX_PUBLIC_URL ?? `http://127.0.0.1:${e.PAYMENT_SANDBOX_PORT}`);
  const real = Boolean(e.YOOKASSA_SHOP_ID && e.YOOKASSA_SECRET_KEY && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET);
  return {
    mode: real ? 'real' : 'sandbox',
    sandboxUrl,
    yookassa: {
      apiUrl: trimSlash(e.YOOKASSA_API_URL ?? (real ? 'https://api.yookassa.ru/v3' : `${sandboxUrl}/v3`)),
      shopId: e.YOOKASSA_SHOP_ID ?? null,
      secretKey: e.YOOKASSA_SECRET_KEY ?? null,
      vatCode: e.YOOKASSA_VAT_CODE,
      taxSystemCode: e.YOOKASSA_TAX_SYSTEM_CODE ?? null,
    },
    stripe: {
      apiUrl: trimSlash(e.STRIPE_API_URL ?? (real ? 'https://api.stripe.com' : sandboxUrl)),
      secretKey: e.STRIPE_SECRET_KEY ?? null,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
    },
    timeoutMs: e.PAYMENTS_TIMEOUT_MS,
  };
}

/**
 * Parses and validates the environment once.
 * @param env variables to read (default `process.env`); tests pass their own object.
 * @returns the typed {@link Config}; relative DATA_DIR and WEB_DIST_DIR are resolved against the repository root.
 * @throws ConfigError listing every invalid variable at once (e.g. `PORT: Invalid input…`, `APP_SECRET: is required…`).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`));
  }
  const e = parsed.data;
  const warnings: string[] = [];
  const dataDir = fromRepoRoot(e.DATA_DIR);

  let appSecret = e.APP_SECRET;
  if (!appSecret) {
    appSecret = DEV_APP_SECRET;
    warnings.push('APP_SECRET is not set: using the public development secret. Set APP_SECRET before exposing this server.');
  }

  const publicUrl = trimSlash(e.PUBLIC_URL ?? `http://127.0.0.1:${e.PORT}`);
  const sandboxUrl = e.HH_SANDBOX_PUBLIC_URL ?? `http://127.0.0.1:${e.HH_SANDBOX_PORT}`;

  let database: DatabaseConfig;
  if (e.DATABASE_URL === 'memory://') database = { kind: 'pglite-memory' };
  else if (e.DATABASE_URL) database = { kind: 'postgres', url: e.DATABASE_URL };
  else database = { kind: 'pglite', dataDir: join(dataDir, 'pglite') };

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    appSecret,
    publicUrl,
    publicUrlIsHttps: publicUrl.startsWith('https://'),
    registrationOpen: e.REGISTRATION_OPEN,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM, outboxDir: join(dataDir, 'outbox') },
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    loginRateLimit: {
      perIp: e.LOGIN_RATE_LIMIT_PER_IP,
      perEmail: e.LOGIN_RATE_LIMIT_PER_EMAIL,
      windowSeconds: e.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
    },
    redisUrl: e.REDIS_URL ?? null,
    webDistDir: fromRepoRoot(e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN ?? null,
    trustProxy: e.TRUST_PROXY,
    hh: e.HH_CLIENT_ID
      ? {
          mode: 'real',
          apiUrl: trimSlash(e.HH_API_URL ?? 'https://api.hh.ru'),
          oauthUrl: trimSlash(e.HH_OAUTH_URL ?? 'https://hh.ru'),
          clientId: e.HH_CLIENT_ID,
          clientSecret: e.HH_CLIENT_SECRET ?? '',
          redirectUri: e.HH_REDIRECT_URI ?? `${publicUrl}/connect`,
          userAgent: e.HH_USER_AGENT,
          timeoutMs: e.HH_TIMEOUT_MS,
        }
      : {
          mode: 'sandbox',
          apiUrl: trimSlash(e.HH_API_URL ?? sandboxUrl),
          oauthUrl: trimSlash(e.HH_OAUTH_URL ?? sandboxUrl),
          clientId: SANDBOX_CLIENT_ID,
          clientSecret: SANDBOX_CLIENT_SECRET,
          redirectUri: e.HH_REDIRECT_URI ?? `${publicUrl}/connect`,
          userAgent: e.HH_USER_AGENT,
          timeoutMs: e.HH_TIMEOUT_MS,
        },
    llm:
      e.OPENAI_BASE_URL && e.OPENAI_API_KEY && e.LLM_MODEL
        ? { baseURL: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS }
        : null,
    telegramSupportBot: e.TELEGRAM_SUPPORT_BOT,
    trainerUrl: e.TRAINER_URL,
    dailyApplicationQuota: e.DAILY_APPLICATION_QUOTA,
    companion: { sendGapMs: e.COMPANION_SEND_GAP_SECONDS * 1000, stepDelayMs: e.COMPANION_STEP_DELAY_MS, quietHours: e.COMPANION_QUIET_HOURS },
    payments: paymentsOf(e),
    warnings,
  };
}

/** Names of every variable the schema reads (for the CONFIG_DOC completeness test). */
export const CONFIG_KEYS = Object.keys(envSchema.shape) as EnvKey[];
