// A teacher receives no CPF, RG, address or e-mail of a student or guardian in any answer.
// Generated from the app itself: every route buildApp registers (collected by an onRoute
// hook put on the Fastify instance as it is created) that a teacher may call (declared
// `usuario` or `publico`) is called as a teacher of a class whose student and guardians
// have known CPF, RG, e-mail and address, with every id of the request set in turn to each
// id of that data (the class, its chamada, the student, each guardian, the unit, the
// teacher), its date fields to the chamada's date, its other fields valid. No answer may
// hold any of those values. Both databases.
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp } from '#server/test/app.ts';
import {
  criarAluno,
  criarChamada,
  criarEndereco,
  criarResponsavel,
  criarTurma,
  criarUnidade,
} from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { ultimoEncontro } from '#shared/rules/encontros.ts';
import type { z } from '#shared/schemas/fields.ts';
import { type Campo, campos, valido } from './test/hostil';

const rotas = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const criar = ((opts?: object) => {
    const app = original.default(opts);
    app.addHook('onRoute', (rota) => {
      rotas.push(rota);
    });
    return app;
  }) as typeof original.default;
  return { ...original, default: criar };
});

// The walk calls the account's routes with made-up passwords: a wrong current password
// counts as a failed login (features/conta), and the re-logins after them must not be
// throttled here, where only the answers' contents are under test.
const t = await makeTestApp({ LOGIN_FREE_FAILS: '100000', LOGIN_FREE_FAILS_ADDRESS: '100000' });
const PROF = { email: 'prof.dados@teste.local', senha: 'senha-prof-dados', nome: 'Pedro Professor' };
const { id_professor } = await t.createUser({ ...PROF, professor: true });

/** The personal data that must never reach a teacher, as stored and as formatted. */
const PESSOAS = {
  aluno: {
    cpf: '52998224725',
    rg: '123456789',
    email: 'caio.sigiloso@exemplo.com.br',
    telefone: '11987654321',
    endereco: { rua: 'Rua Sigilosa do Aluno', bairro: 'Bairro Reservado', cep: '04571010', numero: '7391' },
  },
  responsavel1: {
    cpf: '11144477735',
    rg: '604315287',
    email: 'rita.sigilosa@exemplo.com.br',
    telefone: '21976543210',
    endereco: { rua: 'Travessa Oculta da Mãe', bairro: 'Vila Discreta', cep: '22041001', numero: '8462' },
  },
  responsavel2: {
    cpf: '39053344705',
    rg: '55443322',
    email: 'jose.sigiloso@exemplo.com.br',
    telefone: '31965432109',
    endereco: {
      rua: 'Alameda Privada do Pai',
      bairro: 'Jardim Confidencial',
      cep: '30130010',
      numero: '9573',
    },
  },
};
const formatarCpf = (c: string) => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;
const formatarCep = (c: string) => `${c.slice(0, 5)}-${c.slice(5)}`;
const PROIBIDOS = Object.entries(PESSOAS).flatMap(([quem, p]) =>
  [
    p.cpf,
    formatarCpf(p.cpf),
    p.rg,
    p.email,
    p.endereco.rua,
    p.endereco.bairro,
    p.endereco.cep,
    formatarCep(p.endereco.cep),
  ].map((valor) => ({ quem, valor })),
);

async function pessoa(p: (typeof PESSOAS)['aluno']) {
  const id_endereco = await criarEndereco(t.db, { ...p.endereco, cidade: 'São Paulo', estado: 'SP' });
  return {
    cpf_pessoa: p.cpf,
    rg_pessoa: p.rg,
    email_pessoa: p.email,
    telefone_pessoa: p.telefone,
    dt_nasc_pessoa: '2014-03-02',
    genero: 'm' as const,
    id_endereco,
  };
}

const id_unidade = await criarUnidade(t.db, {
  nome_unidade: 'Ginásio Municipal',
  endereco: { rua: 'Avenida do Ginásio', bairro: 'Centro', cep: '01001000', numero: '10' },
});
const id_turma = await criarTurma(t.db, {
  id_professor: id_professor!,
  id_unidade,
  nome_turma: 'Florete Kids',
  dia_semana: 'quarta',
});
const r1 = await criarResponsavel(t.db, 'Rita Responsável', {
  ...(await pessoa(PESSOAS.responsavel1)),
  dt_nasc_pessoa: '1985-01-01',
});
const r2 = await criarResponsavel(t.db, 'José Responsável', {
  ...(await pessoa(PESSOAS.responsavel2)),
  dt_nasc_pessoa: '1983-01-01',
});
const { id_aluno } = await criarAluno(t.db, 'Caio Aluno', {
  pessoa: await pessoa(PESSOAS.aluno),
  responsaveis: [r1.id_responsavel, r2.id_responsavel],
  turmas: [id_turma],
  tipo_aluno: 'pagante',
});
const DATA = ultimoEncontro('quarta', hojeNoFuso(FUSO_TESTE));
const id_chamada = await criarChamada(t.db, id_turma, DATA, {
  status_c: 1,
  versao: 1,
  enviada_em: Date.now(),
  marcas: [{ id_aluno, presenca: 1 }],
});
const id_turma2 = await criarTurma(t.db, {
  id_professor: id_professor!,
  id_unidade,
  nome_turma: 'Sabre Kids',
  dia_semana: 'sexta',
});
/** Every id a teacher's request could name in this club. */
const IDS = {
  turma: id_turma,
  turma2: id_turma2,
  chamada: id_chamada,
  aluno: id_aluno,
  responsavel1: r1.id_responsavel,
  responsavel2: r2.id_responsavel,
  unidade: id_unidade,
  professor: id_professor!,
};

afterAll(() => t.close());

interface Rota {
  method: string;
  url: string;
  schemas: Partial<Record<Campo['local'], z.ZodType>>;
}
const lista: Rota[] = rotas
  .flatMap((r) => (Array.isArray(r.method) ? r.method.map((m) => ({ ...r, method: m })) : [r]))
  .filter(
    (r) =>
      r.method !== 'HEAD' &&
      r.url.startsWith('/') &&
      (r.config?.acesso === 'usuario' || r.config?.acesso === 'publico'),
  )
  .map((r) => ({ method: r.method as string, url: r.url, schemas: (r.schema ?? {}) as Rota['schemas'] }));

/** Ids by the field's name: what a valid request names there. */
const POR_NOME: Record<string, number> = {
  id_turma,
  idturma: id_turma,
  de: id_turma,
  para: id_turma2,
  fora_da_turma: id_turma2,
  id_aluno,
  id_pessoa: id_aluno,
  id_chamada,
  id_unidade,
  id_responsavel: r1.id_responsavel,
  id_professor: id_professor!,
};

/** Requests a generic filling cannot make valid: the fields they need. */
const CORPOS: Record<string, Record<string, unknown>> = {
  'POST /api/chamada/enviar': { id_chamada, alunos: [{ id_aluno, presenca: 1 }] },
  'POST /login': { usuario: PROF.email, senha: PROF.senha },
};

/**
 * The request's part: valid for its schema, ids by their field's name (a generic `id`:
 * `id`, the id tried), dates the chamada's.
 */
function preencher(schema: z.ZodType | undefined, id: number): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  let v = valido(schema) as Record<string, unknown>;
  if (v === undefined || v === null || typeof v !== 'object') v = {};
  for (const c of campos('body', schema)) {
    const ultimo = String(c.caminho[c.caminho.length - 1]);
    if (c.tipo === 'id') v = trocarEm(v, c.caminho, POR_NOME[ultimo] ?? id, c.caminho.length > 1);
    else if (/^data|^de$|^ate$/.test(ultimo) && typeof valido(c.schema) === 'string')
      v = trocarEm(v, c.caminho, DATA, true);
  }
  return v;
}
/** `raiz` with the value at `caminho` set; only where the valid request has one, unless `sempre`. */
function trocarEm(
  raiz: Record<string, unknown>,
  caminho: (string | number)[],
  valor: unknown,
  sempre = false,
) {
  const copia = structuredClone(raiz);
  let o: Record<string | number, unknown> = copia;
  for (const k of caminho.slice(0, -1)) {
    if (o[k] === undefined || o[k] === null) return raiz; // an optional part left out
    o = o[k] as Record<string | number, unknown>;
  }
  const ultimo = caminho[caminho.length - 1];
  if (o[ultimo] === undefined && !sempre && caminho.length > 1) return raiz;
  if (
    o[ultimo] === undefined &&
    caminho.length === 1 &&
    !(typeof ultimo === 'string' && ultimo in POR_NOME) &&
    ultimo !== 'id'
  )
    return raiz;
  o[ultimo] = valor;
  return copia;
}

let cookie = await t.login(PROF.email, PROF.senha);
async function chamar(r: Rota, id: number) {
  const params = preencher(r.schemas.params, id) ?? {};
  const query = preencher(r.schemas.querystring, id) ?? {};
  const body =
    r.method === 'GET' || r.method === 'DELETE'
      ? undefined
      : (CORPOS[`${r.method} ${r.url}`] ?? preencher(r.schemas.body, id));
  const path = r.url.replace(/:(\w+)/g, (_m, k: string) => encodeURIComponent(String(params[k] ?? id)));
  const qs = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && typeof v !== 'object')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  const res = await t.app.inject({
    method: r.method as 'GET',
    url: qs ? `${path}?${qs}` : path,
    headers: {
      cookie,
      'sec-fetch-site': 'same-origin',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  return res;
}

describe('a teacher receives no CPF, RG, address or e-mail of a student or guardian', () => {
  it('the data is there to leak: the roster names the student, an administrator sees the e-mails and the address', async () => {
    cookie = await t.login(PROF.email, PROF.senha);
    const roster = await t.app.inject({
      method: 'GET',
      url: `/listaralunos/${id_turma}`,
      headers: { cookie },
    });
    expect(roster.body).toContain('Caio Aluno');
    const h = await t.app.inject({
      method: 'GET',
      url: `/api/chamada/${id_chamada}/historico`,
      headers: { cookie },
    });
    expect(h.body).toContain('Caio Aluno');
    // The same student's profile as an administrator holds what a teacher's must not.
    const admin = await t.loginAdmin();
    const perfil = await t.app.inject({
      method: 'GET',
      url: `/api/relatorios/aluno/${id_aluno}`,
      headers: { cookie: admin },
    });
    expect(perfil.body).toContain(PESSOAS.responsavel1.email);
    const ficha = await t.app.inject({
      method: 'GET',
      url: `/api/aluno/allData/${id_aluno}`,
      headers: { cookie: admin },
    });
    expect(ficha.body).toContain(PESSOAS.aluno.endereco.rua);
  });

  it('walks every route a teacher may call', async () => {
    expect(lista.length).toBeGreaterThan(20);
    const vazamentos: string[] = [];
    let respondidas = 0;
    // What moves the student out of the class goes near the end (the teacher sees them until
    // then); what ends the session every other call needs (logging out, ending one's
    // sessions, changing one's password) goes last.
    const encerra = (r: Rota) => r.url === '/sair' || r.url.startsWith('/api/conta/');
    const peso = (r: Rota) =>
      encerra(r) ? 3 : r.method === 'DELETE' ? 2 : r.url.endsWith('/transferir') ? 1 : 0;
    const ordem = [...lista].sort((a, b) => peso(a) - peso(b));
    for (const r of ordem) {
      for (const [nomeId, id] of Object.entries(IDS)) {
        const res = await chamar(r, id);
        if (res.statusCode === 401) {
          cookie = await t.login(PROF.email, PROF.senha);
          continue;
        }
        if (res.statusCode < 300) respondidas++;
        for (const { quem, valor } of PROIBIDOS)
          if (res.body.includes(valor))
            vazamentos.push(`${r.method} ${r.url} (ids: ${nomeId}) ${res.statusCode}: ${quem} ${valor}`);
      }
    }
    expect([...new Set(vazamentos)]).toEqual([]);
    // The walk reached the data: many answers were successes, not refusals.
    expect(respondidas).toBeGreaterThan(lista.length);
  });
});
