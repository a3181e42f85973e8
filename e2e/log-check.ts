// Playwright globalTeardown: after the browser tests, while their servers still run,
// each server's log (e2e/server-log.ts) must hold the requests the flows made and none
// of the personal data they typed: no CPF, RG, phone number, e-mail, password or session.
// Fails the run otherwise.
import { readFileSync } from 'node:fs';
import { isValidCPF } from '@brazilian-utils/brazilian-utils';
import { E2E } from './fixtures';
import { logDe, logsDosServidores } from './server-log';

// What the specs type besides the fixtures (e2e/*.spec.ts). The enrolment wizard's CPFs
// are generated at random: any valid CPF in the log is caught below.
const DIGITADOS = [
  '52998224725',
  '11111111111',
  '123456789',
  '12.345.678-9',
  '11987654321',
  '11912345678',
  '1133334444',
  '1130304040',
  '98765-4321',
  '91234-5678',
  'senha-errada',
  'qualquer-coisa',
  'senha-da-professora',
  'uma-senha-boa',
  'florete-azul-no-varal',
  'sabre-lua-cravo-94',
  E2E.admin.email,
  E2E.admin.senha,
  E2E.professor.email,
  E2E.professor.senha,
];

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// Standalone: not part of a longer word or number (timestamps, ids).
const CPF = /(?<![\w.-])\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![\w])/g;
const TELEFONE = /(?<![\w.-])\(?\d{2}\)?\s?9?\d{4}-?\d{4}(?![\w])/g;
const CAMPO_PESSOAL = /"(senha|cpf|rg|telefone|email|cookie|authorization)[_a-z]*"\s*:/gi;

function problemasNoLog(log: string): string[] {
  // Request ids are random UUIDs of ours: their hex groups can look like numbers.
  const texto = log.replace(/"reqId":"[0-9a-f-]{36}"/g, '"reqId":""');
  const problemas: string[] = [];
  for (const valor of DIGITADOS) if (texto.includes(valor)) problemas.push(`valor digitado: ${valor}`);
  for (const [m] of texto.matchAll(EMAIL)) problemas.push(`e-mail: ${m}`);
  for (const [m] of texto.matchAll(CPF)) if (isValidCPF(m)) problemas.push(`CPF: ${m}`);
  for (const [m] of texto.matchAll(TELEFONE)) problemas.push(`telefone: ${m}`);
  for (const [m] of texto.matchAll(CAMPO_PESSOAL)) problemas.push(`campo: ${m}`);
  if (texto.includes('estocada_sessao')) problemas.push('cookie de sessão');
  return problemas;
}

function verificarUmLog(arquivo: string) {
  const texto = readFileSync(arquivo, 'utf8');
  const requisicoes = texto
    .split('\n')
    .filter(Boolean)
    .map((linha) => JSON.parse(linha) as { msg?: string; reqId?: string; status?: number; aborted?: boolean })
    .filter((r) => r.msg === 'request');
  // Each server answered at least Playwright's readiness check.
  if (requisicoes.length === 0 || requisicoes.some((r) => !r.reqId || !(r.status || r.aborted))) {
    throw new Error(`${arquivo}: sem uma linha por requisição (com reqId e status).`);
  }
  const problemas = problemasNoLog(texto);
  if (problemas.length > 0) {
    throw new Error(`Dados pessoais no log do servidor (${arquivo}):\n  ${problemas.join('\n  ')}`);
  }
}

export default function verificarLogDoServidor() {
  const logs = logsDosServidores();
  if (logs.length < E2E.servidores) {
    throw new Error(
      `Os servidores dos testes deixaram ${logs.length} de ${E2E.servidores} logs (${logDe(0)}...).`,
    );
  }
  for (const arquivo of logs) verificarUmLog(arquivo);
}
