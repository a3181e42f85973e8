import { describe, expect, it } from 'vitest';
import { MSG_CONTA } from '#shared/messages/conta.ts';
import { avaliarSenha, entradasDaPessoa } from './senha-forte';

describe('the password rule', () => {
  it('takes a long, uncommon passphrase', async () => {
    const r = await avaliarSenha('sabre-lua-cravo-94', entradasDaPessoa('Ana Admin', 'ana@clube.org'));
    expect(r).toMatchObject({ aceita: true, explicacao: null });
    expect(r.pontuacao).toBeGreaterThanOrEqual(3);
  });

  it('refuses fewer than 10 characters, whatever their strength', async () => {
    expect(await avaliarSenha('X7#qv!9z')).toEqual(
      expect.objectContaining({ aceita: false, explicacao: MSG_CONTA.senhaMinimo }),
    );
  });

  it('refuses a common password with the estimator’s pt-BR reason', async () => {
    const r = await avaliarSenha('senha12345');
    expect(r.aceita).toBe(false);
    expect(r.pontuacao).toBeLessThan(3);
    expect(r.explicacao).toMatch(/senha/i);
  });

  it('refuses Portuguese words, keyboard rows and repeats', async () => {
    for (const senha of ['qwertyuiop', 'aaaaaaaaaaaa', 'flamengo123', 'brasil2024']) {
      expect((await avaliarSenha(senha)).aceita, senha).toBe(false);
    }
  });

  it('counts the person’s name and e-mail as guessable', async () => {
    const senha = 'vasconcelhos1987';
    const sem = await avaliarSenha(senha);
    const com = await avaliarSenha(senha, entradasDaPessoa('Estrogildo Vasconcelhos', 'estro@clube.org'));
    expect(sem.aceita).toBe(true);
    expect(com.aceita).toBe(false);
    expect(com.explicacao).toContain(MSG_CONTA.estimadorAvisos.userInputs);
  });

  it('splits the person’s words', () => {
    expect(entradasDaPessoa('Ana Maria Sá', 'ana.maria@x.org')).toEqual(
      expect.arrayContaining(['ana maria sá', 'ana', 'maria', 'ana.maria@x.org']),
    );
  });
});
