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

  it('takes COOKIE_SECURE as auto (the default), true or false', () => {
    expect(parseEnv({}).COOKIE_SECURE).toBe('auto');
    expect(parseEnv({ COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true);
    expect(parseEnv({ COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false);
    expect(() => parseEnv({ COOKIE_SECURE: 'sim' })).toThrowError(/COOKIE_SECURE/);
  });

  it('defaults the login throttle so a brute force meets a wait within a few tries', () => {
    expect(parseEnv({})).toMatchObject({
      LOGIN_FREE_FAILS: 3,
      LOGIN_FREE_FAILS_ADDRESS: 20,
      LOGIN_DELAY_SECONDS: 1,
      LOGIN_MAX_DELAY_MINUTES: 15,
      LOGIN_FORGET_HOURS: 24,
    });
    expect(() => parseEnv({ LOGIN_DELAY_SECONDS: '0' })).toThrowError(/LOGIN_DELAY_SECONDS/);
  });
});
