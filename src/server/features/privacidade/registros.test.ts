// Data subjects' requests and the incident register: deadlines, statuses, validation,
// access, and no way to delete an incident.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarAluno, criarResponsavel } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import { prazoDoIncidente } from '#shared/rules/prazos-privacidade.ts';
import type { Incidente, Pedido } from '#shared/schemas/privacidade.ts';

let t: TestApp;
let admin: string;
let professor: string;
let aluno: number;
let resp: number;
const SAME = { 'sec-fetch-site': 'same-origin' };
const hoje = () => hojeNoFuso(FUSO_TESTE);

beforeAll(async () => {
  t = await makeTestApp();
  await t.createUser({ email: 'prof@teste.local', senha: 'senha-prof-1', nome: 'Paulo', professor: true });
  admin = await t.loginAdmin();
  professor = await t.login('prof@teste.local', 'senha-prof-1');
  resp = (await criarResponsavel(t.db, 'Rosa Mãe')).id_pessoa;
  aluno = (await criarAluno(t.db, 'Caio Filho', { responsaveis: [resp] })).id_aluno;
});
afterAll(() => t.close());

const enviar = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  cookie: string | null = admin,
) => t.app.inject({ method, url, payload, headers: { ...SAME, ...(cookie ? { cookie } : {}) } });
const ler = (url: string, cookie: string | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('data subjects requests', () => {
  const pedido = () => ({
    id_pessoa: aluno,
    solicitante_nome: 'Rosa Mãe',
    solicitante_relacao: 'responsavel',
    tipo: 'acesso',
    descricao: 'Quer uma cópia dos dados do filho.',
    recebido_em: somarDias(hoje(), -20),
  });

  it('a guardian asks for a child: 15-day deadline, overdue while open, closed with an answer', async () => {
    const res = await enviar('POST', '/api/privacidade/pedidos', pedido());
    expect(res.statusCode, res.body).toBe(201);
    const { id_pedido } = res.json();
    const recente = await enviar('POST', '/api/privacidade/pedidos', {
      ...pedido(),
      tipo: 'correcao',
      recebido_em: hoje(),
    });
    expect(recente.statusCode).toBe(201);
    const lista = (await ler('/api/privacidade/pedidos')).json() as Pedido[];
    const atrasado = lista.find((p) => p.id_pedido === id_pedido)!;
    expect(atrasado).toMatchObject({
      nome_pessoa: 'Caio Filho',
      status: 'aberta',
      prazo: somarDias(hoje(), -5),
      atrasado: true,
    });
    expect(lista.find((p) => p.tipo === 'correcao')).toMatchObject({
      prazo: somarDias(hoje(), 15),
      atrasado: false,
    });

    const semResposta = await enviar('PUT', `/api/privacidade/pedidos/${id_pedido}`, { status: 'atendida' });
    expect(semResposta.statusCode).toBe(400);
    expect(semResposta.json().message).toMatch(/resposta e a data/);
    const fechar = await enviar('PUT', `/api/privacidade/pedidos/${id_pedido}`, {
      status: 'atendida',
      resposta: 'Cópia entregue por e-mail.',
      respondido_em: hoje(),
    });
    expect(fechar.statusCode).toBe(204);
    const depois = ((await ler('/api/privacidade/pedidos')).json() as Pedido[]).find(
      (p) => p.id_pedido === id_pedido,
    );
    expect(depois).toMatchObject({ status: 'atendida', atrasado: false, respondido_em: hoje() });
    expect(
      (await enviar('PUT', '/api/privacidade/pedidos/999999', { status: 'em_andamento' })).statusCode,
    ).toBe(404);
  });

  it('bad input: 400 in pt-BR; unknown person; future date', async () => {
    const tipo = await enviar('POST', '/api/privacidade/pedidos', { ...pedido(), tipo: 'apagar' });
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().message).toMatch(/Escolha uma opção/);
    expect(
      (await enviar('POST', '/api/privacidade/pedidos', { ...pedido(), id_pessoa: 999_999 })).statusCode,
    ).toBe(400);
    const futuro = await enviar('POST', '/api/privacidade/pedidos', {
      ...pedido(),
      recebido_em: somarDias(hoje(), 2),
    });
    expect(futuro.json().message).toMatch(/futuro/);
    expect(
      (await enviar('POST', '/api/privacidade/pedidos', { ...pedido(), solicitante_nome: '' })).statusCode,
    ).toBe(400);
  });

  it('administrators only', async () => {
    expect((await ler('/api/privacidade/pedidos', null)).statusCode).toBe(401);
    expect((await ler('/api/privacidade/pedidos', professor)).statusCode).toBe(403);
    expect((await enviar('POST', '/api/privacidade/pedidos', pedido(), professor)).statusCode).toBe(403);
  });
});

describe('incident register', () => {
  const incidente = () => ({
    ciencia_em: somarDias(hoje(), -1),
    descricao: 'Planilha de chamada enviada ao grupo errado.',
    dados_afetados: 'Nome e telefone',
    pessoas_afetadas: 12,
    medidas: 'Mensagem apagada; grupo avisado.',
  });

  it('records it with its 3-business-day deadline; completes it; never deletes it', async () => {
    const res = await enviar('POST', '/api/privacidade/incidentes', incidente());
    expect(res.statusCode, res.body).toBe(201);
    const { id_incidente } = res.json();
    let lista = (await ler('/api/privacidade/incidentes')).json() as Incidente[];
    expect(lista[0]).toMatchObject({
      id_incidente,
      prazo_comunicacao: prazoDoIncidente(somarDias(hoje(), -1)),
      anpd_comunicada_em: null,
    });
    const put = await enviar('PUT', `/api/privacidade/incidentes/${id_incidente}`, {
      ...incidente(),
      anpd_comunicada_em: hoje(),
      titulares_comunicados_em: '',
    });
    expect(put.statusCode).toBe(204);
    lista = (await ler('/api/privacidade/incidentes')).json() as Incidente[];
    expect(lista[0]).toMatchObject({ anpd_comunicada_em: hoje(), titulares_comunicados_em: null });
    expect((await enviar('DELETE', `/api/privacidade/incidentes/${id_incidente}`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('incidente').select('id_incidente').execute()).toHaveLength(1);
  });

  it('400 in pt-BR for missing or bad fields; administrators only', async () => {
    const vazio = await enviar('POST', '/api/privacidade/incidentes', { ...incidente(), descricao: '' });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().message).toMatch(/obrigatório/i);
    const negativo = await enviar('POST', '/api/privacidade/incidentes', {
      ...incidente(),
      pessoas_afetadas: -1,
    });
    expect(negativo.statusCode).toBe(400);
    expect((await enviar('POST', '/api/privacidade/incidentes', incidente(), professor)).statusCode).toBe(
      403,
    );
    expect((await ler('/api/privacidade/incidentes', null)).statusCode).toBe(401);
  });
});
