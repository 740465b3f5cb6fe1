import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { S3Options } from './modules/media/s3-storage.ts';

/** The repository root: `./data/` and the built web app are found from here, whatever the cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .refine(
      (u) => u.startsWith('sqlite:') || /^postgres(ql)?:\/\//.test(u),
      'must start with sqlite: or postgres://',
    )
    .optional(),
  REDIS_URL: z
    .string()
    .refine((u) => /^rediss?:\/\/./.test(u), 'must start with redis:// or rediss://')
    .optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  MEDIA_DIR: z.string().optional(),
  MEDIA_STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  MEDIA_PUBLIC_URL: z.string().url().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).max(255).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  S3_SERVE: z.enum(['redirect', 'proxy'], { error: 'must be redirect or proxy' }).default('proxy'),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  PUBLIC_URL: z.string().url().optional(),
  TACK_DEMO: flag.default(true),
  TACK_DEMO_PINS: z.coerce.number().int().min(0).max(100_000).default(640),
  TACK_DEMO_MESSAGES: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COOKIE_SECURE: flag.default(false),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LOGIN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(30),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1).default(40_000_000),
  VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(200 * 1024 * 1024),
  VIDEO_MAX_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  UPLOAD_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  MESSAGE_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  MESSAGE_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  API_RATE_LIMIT_READ: z.coerce.number().int().min(1).default(1000),
  API_RATE_LIMIT_WRITE: z.coerce.number().int().min(1).default(100),
  API_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  UPLOAD_DECODE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  UPLOAD_DECODE_QUEUE: z.coerce.number().int().min(0).default(8),
  TRUST_PROXY: flag.default(false),
  SURVEY_FRAME_ORIGINS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^https:\/\/[a-z0-9.-]+(:\d+)?$/i,
            'must be https origins like https://survey.example',
          ),
      ),
    ),
  FEED_FRESHNESS_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  MEDIA_GC_GRACE_SECONDS: z.coerce.number().int().min(0).default(3600),
  MEDIA_GC_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(3600),
  SMTP_URL: z
    .string()
    .url()
    .refine((u) => /^smtps?:\/\//.test(u), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
      'must be an address, or a name and an address: Tack <tack@example.com>',
    )
    .default('Tack <no-reply@tack.localhost>'),
  ACCOUNT_MAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  ACCOUNT_CLIENT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  ACCOUNT_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
  NOTIFY_EMAIL_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  FETCH_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(15),
  FETCH_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  FETCH_PAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  FETCH_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  FETCH_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  FETCH_ALLOW_LOOPBACK_FOR_TESTS: flag.default(false),
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(512 * 1024 * 1024),
  IMPORT_MAX_UNZIPPED_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(2 * 1024 * 1024 * 1024),
  IMPORT_MAX_ZIP_RATIO: z.coerce.number().int().min(2).default(100),
  IMPORT_MAX_ITEMS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  IMPORT_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  IMPORT_SLICE_SECONDS: z.coerce.number().min(0.05).max(600).default(5),
  IMPORT_PINTEREST_IMAGE_BASE: z.string().url().default('https://i.pinimg.com'),
  CONSENT_REQUIRED: z
    .enum(['always', 'eu', 'never'], { error: 'must be always, eu or never' })
    .default('eu'),
  NODE_ENV: z.string().default('development'),
  TACK_WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  CHECK_RESPONSES: flag.optional(),
});

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /** Redis for rate limits and short caches shared by every node; null: the database keeps them. */
  redisUrl: string | null;
  dataDir: string;
  mediaDir: string;
  /** Where media lives: the local directory `mediaDir`, or the bucket `s3` describes. */
  mediaStorage: 'local' | 's3';
  /** The bucket's settings, whenever S3_BUCKET is set (`npm run media:migrate` needs both). */
  s3: S3Options | null;
  webDist: string;
  publicUrl: string | null;
  demo: boolean;
  demoPins: number;
  demoMessages: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  cookieSecure: boolean;
  sessionTtlMs: number;
  loginRateLimit: { max: number; windowMs: number };
  /** Failed logins per client across all emails (password spraying). */
  loginFailureLimit: { max: number; windowMs: number };
  upload: { maxBytes: number; maxPixels: number };
  /** Largest video upload and longest video accepted. */
  video: { maxBytes: number; maxSeconds: number };
  /** Uploads per signed-in user per window. */
  uploadRateLimit: { max: number; windowMs: number };
  /** Comments written and pins sent per signed-in user per window. */
  messageRateLimit: { max: number; windowMs: number };
  /** v5 API calls per token per window: reads (org_read) and writes (org_write) counted apart. */
  apiRateLimit: { read: number; write: number; windowMs: number };
  /** Image decodes at once, and uploads that may wait for one before the server answers 503. */
  uploadDecode: { concurrency: number; maxWaiting: number };
  trustProxy: boolean;
  /** Origins survey messages may frame (added to the CSP's frame-src after 'self'). */
  surveyFrameOrigins: string[];
  /** The home feed mixes in followed sources' pins from this many days back. */
  feedFreshnessMs: number;
  /**
   * Unused media cleanup: files and image rows nothing uses, older than `graceMs`, removed at
   * start and every `intervalMs` (0: never).
   */
  mediaGc: { graceMs: number; intervalMs: number };
  /**
   * Outgoing mail: SMTP when `smtpUrl` is set, else messages stay in the outbox operators read
   * at /admin/outbox (and their links go to the log).
   */
  mail: { smtpUrl: string | null; from: string };
  /**
   * Mail-sending account actions (password reset, new verification links, email change): per
   * email or account, and per client, each per window.
   */
  accountRateLimit: { perAccount: number; perClient: number; windowMs: number };
  /** How often the job worker looks for due jobs when no request woke it. */
  jobsPollMs: number;
  /** How often notification emails are looked for (immediate ones wait at most this long). */
  notifyEmailSweepMs: number;
  /** Events older than this many days are deleted by an hourly job (modules/events). */
  eventRetentionDays: number;
  /**
   * The guarded fetcher (lib/fetcher.ts): time limits, the largest page it reads, and the
   * test-only loopback allowance (refused with NODE_ENV=production).
   */
  fetch: {
    timeoutMs: number;
    connectTimeoutMs: number;
    pageMaxBytes: number;
    allowLoopbackForTests: boolean;
  };
  /** Outside fetches (pages read, images by URL) per signed-in user per window. */
  fetchRateLimit: { max: number; windowMs: number };
  /**
   * Imports (modules/imports, docs/import-formats.md): the largest upload, a zip's total
   * unpacked size and per-entry compression ratio, the most pins or bookmarks one file may hold,
   * items fetched at once, how long one import works before the next person's turn, and where
   * a Pinterest download's image names are fetched from.
   */
  imports: {
    maxBytes: number;
    maxUnzippedBytes: number;
    maxZipRatio: number;
    maxItems: number;
    concurrency: number;
    sliceMs: number;
    pinterestImageBase: string;
  };
  /**
   * Cookie consent (docs/privacy.md): ask every visitor, ask where the law needs an opt-in (EU,
   * EEA, UK by the account's country or the browser's language region), or never ask.
   */
  consentRequired: 'always' | 'eu' | 'never';
  /** NODE_ENV=production. */
  production: boolean;
  /** Server processes `npm start` runs (node:cluster); one serves in the process itself. */
  workers: number;
  /**
   * Validate every resource answer with the contract's zod schema as well as writing it with the
   * compiled writer (lib/contract-json.ts): on unless NODE_ENV=production, so tests and
   * development catch an answer the contract does not allow.
   */
  checkResponses: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates configuration; throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.FETCH_ALLOW_LOOPBACK_FOR_TESTS && e.NODE_ENV === 'production')
    throw new ConfigError(
      'Invalid configuration:\n  FETCH_ALLOW_LOOPBACK_FOR_TESTS: is for tests only and ' +
        "can't be on with NODE_ENV=production (it lets the server fetch from this machine)",
    );
  const s3 = s3Options(e);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${path.join(e.DATA_DIR, 'tack.db')}`,
    redisUrl: e.REDIS_URL ?? null,
    dataDir: e.DATA_DIR,
    mediaDir: e.MEDIA_DIR ?? path.join(e.DATA_DIR, 'media'),
    mediaStorage: e.MEDIA_STORAGE,
    s3,
    webDist: e.WEB_DIST,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, '') ?? null,
    demo: e.TACK_DEMO,
    demoPins: e.TACK_DEMO_PINS,
    demoMessages: e.TACK_DEMO_MESSAGES,
    logLevel: e.LOG_LEVEL,
    cookieSecure: e.COOKIE_SECURE,
    sessionTtlMs: e.SESSION_TTL_DAYS * 86_400_000,
    loginRateLimit: { max: e.LOGIN_RATE_LIMIT, windowMs: e.LOGIN_RATE_WINDOW_SECONDS * 1000 },
    loginFailureLimit: {
      max: e.LOGIN_FAILURE_LIMIT,
      windowMs: e.LOGIN_FAILURE_WINDOW_SECONDS * 1000,
    },
    upload: { maxBytes: e.UPLOAD_MAX_BYTES, maxPixels: e.UPLOAD_MAX_PIXELS },
    video: { maxBytes: e.VIDEO_MAX_BYTES, maxSeconds: e.VIDEO_MAX_SECONDS },
    uploadRateLimit: { max: e.UPLOAD_RATE_LIMIT, windowMs: e.UPLOAD_RATE_WINDOW_SECONDS * 1000 },
    messageRateLimit: {
      max: e.MESSAGE_RATE_LIMIT,
      windowMs: e.MESSAGE_RATE_WINDOW_SECONDS * 1000,
    },
    apiRateLimit: {
      read: e.API_RATE_LIMIT_READ,
      write: e.API_RATE_LIMIT_WRITE,
      windowMs: e.API_RATE_WINDOW_SECONDS * 1000,
    },
    uploadDecode: { concurrency: e.UPLOAD_DECODE_CONCURRENCY, maxWaiting: e.UPLOAD_DECODE_QUEUE },
    trustProxy: e.TRUST_PROXY,
    surveyFrameOrigins: e.SURVEY_FRAME_ORIGINS,
    feedFreshnessMs: e.FEED_FRESHNESS_DAYS * 86_400_000,
    mediaGc: {
      graceMs: e.MEDIA_GC_GRACE_SECONDS * 1000,
      intervalMs: e.MEDIA_GC_INTERVAL_SECONDS * 1000,
    },
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    accountRateLimit: {
      perAccount: e.ACCOUNT_MAIL_RATE_LIMIT,
      perClient: e.ACCOUNT_CLIENT_RATE_LIMIT,
      windowMs: e.ACCOUNT_RATE_WINDOW_SECONDS * 1000,
    },
    jobsPollMs: e.JOBS_POLL_MS,
    notifyEmailSweepMs: e.NOTIFY_EMAIL_SWEEP_SECONDS * 1000,
    eventRetentionDays: e.EVENT_RETENTION_DAYS,
    fetch: {
      timeoutMs: e.FETCH_TIMEOUT_SECONDS * 1000,
      connectTimeoutMs: e.FETCH_CONNECT_TIMEOUT_SECONDS * 1000,
      pageMaxBytes: e.FETCH_PAGE_MAX_BYTES,
      allowLoopbackForTests: e.FETCH_ALLOW_LOOPBACK_FOR_TESTS,
    },
    fetchRateLimit: { max: e.FETCH_RATE_LIMIT, windowMs: e.FETCH_RATE_WINDOW_SECONDS * 1000 },
    imports: {
      maxBytes: e.IMPORT_MAX_BYTES,
      maxUnzippedBytes: e.IMPORT_MAX_UNZIPPED_BYTES,
      maxZipRatio: e.IMPORT_MAX_ZIP_RATIO,
      maxItems: e.IMPORT_MAX_ITEMS,
      concurrency: e.IMPORT_CONCURRENCY,
      sliceMs: Math.round(e.IMPORT_SLICE_SECONDS * 1000),
      pinterestImageBase: e.IMPORT_PINTEREST_IMAGE_BASE.replace(/\/$/, ''),
    },
    consentRequired: e.CONSENT_REQUIRED,
    production: e.NODE_ENV === 'production',
    workers: e.TACK_WORKERS ?? os.availableParallelism(),
    checkResponses: e.CHECK_RESPONSES ?? e.NODE_ENV !== 'production',
  };
}

/** The bucket's settings: none without S3_BUCKET, which MEDIA_STORAGE=s3 needs. */
function s3Options(e: z.infer<typeof EnvSchema>): S3Options | null {
  const bad = (name: string, message: string) =>
    new ConfigError(`Invalid configuration:\n  ${name}: ${message}`);
  if (!e.S3_BUCKET) {
    if (e.MEDIA_STORAGE === 's3') throw bad('S3_BUCKET', 'is required with MEDIA_STORAGE=s3');
    return null;
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    throw bad(
      e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK then finds credentials itself)',
    );
  return {
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, '') ?? null,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    serve: e.S3_SERVE,
    publicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/$/, '') ?? null,
  };
}

/** What an operator should hear at start: settings that work but are unwise where they are. */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.production && !config.publicUrl)
    warnings.push(
      'PUBLIC_URL is not set: canonical and Open Graph links are relative, so shared links ' +
        'preview without an image. Set PUBLIC_URL to the address people use (https://tack.example).',
    );
  if (config.production && !config.mail.smtpUrl)
    warnings.push(
      'SMTP_URL is not set: no mail leaves this server. Verification and password-reset ' +
        'messages wait in the outbox at /admin/outbox. Set SMTP_URL (smtp://user:pass@host:587).',
    );
  if (config.fetch.allowLoopbackForTests)
    warnings.push(
      'FETCH_ALLOW_LOOPBACK_FOR_TESTS is on: the server fetches pages and images from this ' +
        "machine's loopback addresses. It is for tests only; turn it off anywhere else.",
    );
  return warnings;
}

/** The origin links in mail start with: PUBLIC_URL, or this machine's address. */
export const mailOrigin = (config: Config) =>
  config.publicUrl ?? `http://localhost:${config.port || 3000}`;
