// The only reader of process.env: every setting is parsed and checked at boot.
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'], { error: 'use true ou false' })
  .transform((v) => v === 'true' || v === '1');

const timeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'fuso horário IANA desconhecido (ex.: America/Sao_Paulo)');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .refine(
      (v) => /^postgres(ql)?:\/\//.test(v) || v.startsWith('file:') || v === ':memory:' || !v.includes('://'),
      'use postgres://usuario:senha@host/banco ou o caminho de um arquivo SQLite',
    )
    .default('data/estocada.db'),
  ADMIN_EMAIL: z.email('e-mail inválido').default('admin@estocada.local'),
  ADMIN_PASSWORD: z.string().min(10, 'a senha precisa de ao menos 10 caracteres').optional(),
  ADMIN_NAME: z.string().min(1).max(120).default('Administrador'),
  TZ_CLUB: timeZone.default('America/Sao_Paulo'),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  SESSION_MAX_DAYS: z.coerce.number().positive().max(365).default(7),
  // auto: Secure with NODE_ENV=production; over HTTPS it is Secure whatever this says.
  COOKIE_SECURE: z
    .enum(['auto', 'true', 'false', '1', '0'], { error: 'use auto, true ou false' })
    .transform((v) => (v === 'auto' ? v : v === 'true' || v === '1'))
    .default('auto'),
  LOGIN_FREE_FAILS: z.coerce.number().int().min(0).default(3),
  LOGIN_FREE_FAILS_ADDRESS: z.coerce.number().int().min(0).default(20),
  LOGIN_DELAY_SECONDS: z.coerce.number().positive().default(1),
  LOGIN_MAX_DELAY_MINUTES: z.coerce.number().positive().default(15),
  LOGIN_FORGET_HOURS: z.coerce.number().positive().default(24),
  CEP_VIACEP_URL: z.url().default('https://viacep.com.br/ws'),
  CEP_BRASILAPI_URL: z.url().default('https://brasilapi.com.br/api/cep/v1'),
  CEP_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  TRUST_PROXY: bool.default(false),
  // The key from which personal links' tokens are derived (repositories/links-publicos.ts).
  // Unset: one is made and kept in the database; set it so a copy of the database alone
  // opens no link.
  LINK_SECRET: z.string().min(32, 'use ao menos 32 caracteres').optional(),
  // The passphrase npm run backup encrypts with and npm run restore decrypts with
  // (db/backup-cifra.ts). Keep it outside the server (README "Backup and restore").
  BACKUP_KEY: z.string().min(16, 'use ao menos 16 caracteres').max(1024).optional(),
  // The public payment page's API (GET /api/pagar/{token}): requests per client address per minute.
  PAGAR_LIMITE_POR_MINUTO: z.coerce.number().int().positive().default(60),
  // info: one line per request (src/server/logging.ts).
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // SIGTERM/SIGINT: how long in-flight requests may take to finish before they are cut.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  // E-mail (the outbox's worker, src/server/features/mensagens/): smtp://user:pass@host:587 or
  // smtps://…; unset, no message leaves the machine. Never logged.
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'use smtp://usuario:senha@host:587 ou smtps://…' })
    .optional(),
  // The address people open the app at (https://clube.example.org): the links e-mails carry
  // start with it. Unset: http://localhost:PORT (never the request's Host header, which a
  // caller chooses, so a password link cannot be pointed at another site).
  APP_URL: z.url({ protocol: /^https?$/, error: 'use https://endereco-do-clube' }).optional(),
  // The sender of every e-mail: an address, or "Name <address>".
  MAIL_FROM: z
    .string()
    .regex(
      /^([^<>\n]{1,100} <)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/,
      'use nome@dominio ou "Nome <nome@dominio>"',
    )
    .default('Estocada <nao-responda@estocada.local>'),
});

export type Env = z.infer<typeof envSchema>;

/** Parses an environment; throws one readable message listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
