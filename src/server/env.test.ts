import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'data/estocada.db',
      ADMIN_EMAIL: 'admin@estocada.local',
      ADMIN_NAME: 'Administrador',
      TZ_CLUB: 'America/Sao_Paulo',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: 10_000,
    });
    expect(env.ADMIN_PASSWORD).toBeUndefined();
  });

  it('rejects bad values with one message naming each variable', () => {
    expect(() =>
      parseEnv({ PORT: 'abc', TZ_CLUB: 'Mars/Olympus', ADMIN_EMAIL: 'x', DATABASE_URL: 'mysql://h/db' }),
    ).toThrowError(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
    try {
      parseEnv({ TZ_CLUB: 'Mars/Olympus', ADMIN_PASSWORD: 'curta' });
    } catch (err) {
      expect((err as Error).message).toContain('TZ_CLUB');
      expect((err as Error).message).toContain('ADMIN_PASSWORD');
    }
  });

  it('accepts PostgreSQL URLs and treats empty strings as unset', () => {
    expect(
      parseEnv({ DATABASE_URL: 'postgres://u:p@h:5432/db', ADMIN_PASSWORD: '' }).ADMIN_PASSWORD,
    ).toBeUndefined();
  });
});
