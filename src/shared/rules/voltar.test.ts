import { describe, expect, it } from 'vitest';
import { destinoDeVolta, loginVoltandoPara, paginaDoServidor } from './voltar';

describe('the way back after the login', () => {
  it('is the login page with the path to go back to', () => {
    expect(loginVoltandoPara('/api/docs/')).toBe('/?voltar=%2Fapi%2Fdocs%2F');
    expect(destinoDeVolta(new URLSearchParams(loginVoltandoPara('/api/docs/').slice(2)).get('voltar'))).toBe(
      '/api/docs/',
    );
  });

  it('follows only a path of this origin', () => {
    expect(destinoDeVolta('/financeiro/cobrancas?status=vencida')).toBe(
      '/financeiro/cobrancas?status=vencida',
    );
    for (const fora of [
      null,
      '',
      'https://outro.example/',
      '//outro.example/',
      '/\\outro.example/',
      '/\toutro',
      'javascript:alert(1)',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(destinoDeVolta(fora), String(fora)).toBeNull();
    }
  });

  it('loads the server’s own pages outside the app’s router', () => {
    expect(paginaDoServidor('/api/docs/')).toBe(true);
    expect(paginaDoServidor('/home')).toBe(false);
  });
});
