// A large club for the benchmarks (bench/): 100 000 students with guardians and
// addresses, 60 units, 400 teachers, 3 000 classes and two years of attendance
// (about 2 million marks). Rows are written in multi-row batches inside a few
// large transactions, with ids assigned here, so it takes minutes, not hours.
// One file though over 300 lines: one generator, written table by table in dependency
// order; every part shares the same id offsets and batch writer.
//
// Fixed names the benchmarks rely on (see bench/README.md):
// - administrator `admin@escala.local` and teacher `prof1@escala.local`, both with `senha`;
// - the teacher's first class (`Turma Escala 1`, id = BENCH.turma offset) has exactly 30 students.
import { sql } from 'kysely';
import { hashPassword } from '#server/auth/passwords.ts';
import { dialectOf, type Executor } from '#server/db/executor.ts';
import type { Database } from '#server/db/tables.ts';
import { DIAS_SEMANA, type DiaSemana, type TipoAluno, type TipoUnidade } from '#shared/constants.ts';
import { diaSemanaDe } from '#shared/rules/datas.ts';

export interface ScaleOptions {
  alunos: number;
  unidades: number;
  professores: number;
  turmas: number;
  /** Weeks of past attendance (two years = 104). */
  semanas: number;
  /** Every class gets a finished chamada once every `cadaSemanas` weeks. */
  cadaSemanas: number;
  senha: string;
  /** Today in the club's time zone, YYYY-MM-DD. */
  hoje: string;
  log?: (line: string) => void;
}

export const SCALE_DEFAULTS: Omit<ScaleOptions, 'senha' | 'hoje'> = {
  alunos: 100_000,
  unidades: 60,
  professores: 400,
  turmas: 3_000,
  semanas: 104,
  cadaSemanas: 5,
};

export const SCALE_USERS = { admin: 'admin@escala.local', professor: 'prof1@escala.local' } as const;
/** Students in the benchmark class (the first class of prof1). */
export const SCALE_TURMA_ALUNOS = 30;

const FIRST = [
  'Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Felipe', 'Gabriela', 'Heitor', 'Isabela', 'João',
  'Larissa', 'Mateus', 'Nicole', 'Otávio', 'Paula', 'Rafael', 'Sofia', 'Thiago', 'Valentina', 'Vinícius',
  'Beatriz', 'Caio', 'Diego', 'Elisa', 'Fernanda', 'Gustavo', 'Helena', 'Igor', 'Júlia', 'Lucas',
]; // biome-ignore format: a word list
const LAST = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
]; // biome-ignore format: a word list
const CIDADES = ['São Paulo', 'Campinas', 'Santos', 'Sorocaba', 'Ribeirão Preto', 'Jundiaí'];
const HORARIOS = ['07:30', '09:00', '10:30', '14:00', '15:30', '17:00', '18:30', '20:00'];

/** A small deterministic generator, so two runs build the same club. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Tables = keyof Database;

async function nextId(db: Executor, table: Tables, column: string): Promise<number> {
  const r = await sql<{
    m: number | null;
  }>`select max(${sql.ref(column)}) as m from ${sql.table(table)}`.execute(db);
  return Number(r.rows[0]?.m ?? 0) + 1;
}

/** Multi-row inserts, as many rows per statement as the parameter limit allows (SQLite: 32 766). */
async function insertBatched<T extends Tables>(
  db: Executor,
  table: T,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const perRow = Object.keys(rows[0]).length;
  const size = Math.max(1, Math.floor(30_000 / perRow));
  for (let i = 0; i < rows.length; i += size) {
    // biome-ignore lint/suspicious/noExplicitAny: rows are built to the table's shape above
    const batch = rows.slice(i, i + size) as any;
    await db.insertInto(table).values(batch).execute();
  }
}

export async function seedScale(db: Executor, opts: ScaleOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  const rand = rng(20261122);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');
  /** One person per CPF (decision 013): random digits, never the same twice. */
  const cpfs = new Set<string>();
  const cpf = () => {
    let c = digits(11);
    while (cpfs.has(c)) c = digits(11);
    cpfs.add(c);
    return c;
  };
  const nome = () => `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`;
  const nasc = (from: number, span: number) =>
    `${from + Math.floor(rand() * span)}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
  const senha = await hashPassword(opts.senha);

  const ids = {
    endereco: await nextId(db, 'endereco', 'id_endereco'),
    pessoa: await nextId(db, 'pessoa', 'id_pessoa'),
    unidade: await nextId(db, 'unidade', 'id_unidade'),
    turma: await nextId(db, 'turma', 'id_turma'),
    chamada: await nextId(db, 'chamada', 'id_chamada'),
  };
  const endereco = (rows: Record<string, unknown>[], cidade: string) => {
    const id = ids.endereco++;
    rows.push({
      id_endereco: id,
      cep: `1${digits(7)}`,
      estado: 'SP',
      cidade,
      bairro: `Bairro ${1 + Math.floor(rand() * 80)}`,
      rua: `Rua ${pick(LAST)}`,
      numero: String(1 + Math.floor(rand() * 3000)),
    });
    return id;
  };

  // 1. Units, teachers (+ the benchmark administrator) and classes.
  const t0 = Date.now();
  const unidades: { id: number; tipo: TipoUnidade; cidade: string }[] = [];
  const professores: number[] = [];
  const turmas: { id: number; dia: DiaSemana; vagas: number }[] = [];
  await db.transaction().execute(async (trx) => {
    const enderecos: Record<string, unknown>[] = [];
    const unidadeRows: Record<string, unknown>[] = [];
    for (let i = 0; i < opts.unidades; i++) {
      const tipo: TipoUnidade = i % 3 === 0 ? 'dec' : i % 3 === 1 ? 'publica' : 'particular';
      const cidade = CIDADES[i % CIDADES.length];
      const id = ids.unidade++;
      unidades.push({ id, tipo, cidade });
      unidadeRows.push({
        id_unidade: id,
        nome_unidade: `${tipo === 'dec' ? 'DEC' : tipo === 'publica' ? 'E.E.' : 'Colégio'} Escala ${i + 1}`,
        cnpj_unidade: null,
        telefone_unidade: `11${digits(9)}`,
        email_unidade: `unidade${i + 1}@escala.local`,
        mais_contatos: null,
        id_endereco: endereco(enderecos, cidade),
        tipo,
      });
    }
    const pessoaRows: Record<string, unknown>[] = [];
    const professorRows: Record<string, unknown>[] = [];
    const pessoaAdmin = ids.pessoa++;
    pessoaRows.push({
      id_pessoa: pessoaAdmin,
      nome_pessoa: 'Administrador Escala',
      dt_nasc_pessoa: '1980-01-01',
      cpf_pessoa: null,
      rg_pessoa: null,
      email_pessoa: SCALE_USERS.admin,
      senha_pessoa: senha,
      telefone_pessoa: null,
      genero: null,
      id_endereco: null,
      adm: 1,
    });
    for (let i = 0; i < opts.professores; i++) {
      const id_pessoa = ids.pessoa++;
      pessoaRows.push({
        id_pessoa,
        nome_pessoa: `Professor ${nome()}`,
        dt_nasc_pessoa: nasc(1960, 40),
        cpf_pessoa: cpf(),
        rg_pessoa: digits(9),
        email_pessoa: `prof${i + 1}@escala.local`,
        senha_pessoa: senha,
        telefone_pessoa: `11${digits(9)}`,
        genero: pick(['m', 'f'] as const),
        id_endereco: endereco(enderecos, pick(CIDADES)),
        adm: 0,
      });
      // A teacher's, guardian's or student's id is the person's (decision 012).
      professores.push(id_pessoa);
      professorRows.push({ id_professor: id_pessoa, id_pessoa, caminho_foto: null });
    }
    const turmaRows: Record<string, unknown>[] = [];
    for (let i = 0; i < opts.turmas; i++) {
      const id = ids.turma++;
      const dia = DIAS_SEMANA[i % 6];
      // Class 1 (prof1's first) holds exactly the benchmark's 30; the others up to 40.
      turmas.push({ id, dia, vagas: i === 0 ? SCALE_TURMA_ALUNOS : 40 });
      turmaRows.push({
        id_turma: id,
        nome_turma: `Turma Escala ${i + 1}`,
        qtd_maxima: i === 0 ? SCALE_TURMA_ALUNOS : 40,
        id_professor: professores[i % professores.length],
        id_unidade: unidades[i % unidades.length].id,
        dia_semana: dia,
        horario: HORARIOS[i % HORARIOS.length],
      });
    }
    await insertBatched(trx, 'endereco', enderecos);
    await insertBatched(trx, 'unidade', unidadeRows);
    await insertBatched(trx, 'pessoa', pessoaRows);
    await insertBatched(trx, 'professor', professorRows);
    await insertBatched(trx, 'turma', turmaRows);
  });
  log(`unidades, professores e turmas: ${Date.now() - t0} ms`);

  // 2. Students with a guardian each (sharing the student's address), in chunks of 10 000.
  const t1 = Date.now();
  const matriculas = new Map<number, number[]>(turmas.map((t) => [t.id, []]));
  const comVaga = turmas.filter((t) => t.id !== turmas[0].id);
  const CHUNK = 10_000;
  for (let start = 0; start < opts.alunos; start += CHUNK) {
    await db.transaction().execute(async (trx) => {
      const enderecos: Record<string, unknown>[] = [];
      const pessoas: Record<string, unknown>[] = [];
      const responsaveis: Record<string, unknown>[] = [];
      const alunos: Record<string, unknown>[] = [];
      const aht: Record<string, unknown>[] = [];
      for (let i = start; i < Math.min(opts.alunos, start + CHUNK); i++) {
        const id_endereco = endereco(enderecos, pick(CIDADES));
        const sobrenome = `${pick(LAST)} ${pick(LAST)}`;
        const pResp = ids.pessoa++;
        pessoas.push({
          id_pessoa: pResp,
          nome_pessoa: `${pick(FIRST)} ${sobrenome}`,
          dt_nasc_pessoa: nasc(1965, 30),
          cpf_pessoa: cpf(),
          rg_pessoa: digits(9),
          email_pessoa: `resp${i + 1}@escala.local`,
          senha_pessoa: null,
          telefone_pessoa: `11${digits(9)}`,
          genero: pick(['m', 'f'] as const),
          id_endereco,
          adm: 0,
        });
        const id_responsavel = pResp;
        responsaveis.push({ id_responsavel, id_pessoa: pResp });
        const pAluno = ids.pessoa++;
        pessoas.push({
          id_pessoa: pAluno,
          nome_pessoa: `${pick(FIRST)} ${sobrenome} ${i + 1}`,
          dt_nasc_pessoa: nasc(2005, 15),
          cpf_pessoa: cpf(),
          rg_pessoa: digits(9),
          email_pessoa: null,
          senha_pessoa: null,
          telefone_pessoa: `11${digits(9)}`,
          genero: pick(['m', 'f'] as const),
          id_endereco,
          adm: 0,
        });
        const tipo: TipoAluno = i % 10 < 6 ? 'pagante' : i % 10 < 8 ? 'naoPagante' : 'escola';
        const id_aluno = pAluno;
        alunos.push({
          id_aluno,
          id_pessoa: pAluno,
          destro_canhoto: rand() < 0.85 ? 'd' : 'c',
          id_responsavel,
          id_responsavel2: null,
          id_responsavel_financeiro: null,
          dt_inicio: nasc(2024, 2),
          tipo_plano: tipo === 'pagante' ? pick(['mensal', 'semestral', 'anual'] as const) : null,
          dia_pagamento: tipo === 'pagante' ? pick([10, 20, 30] as const) : null,
          tipo_aluno: tipo,
          contrato: tipo === 'naoPagante' ? null : tipo === 'escola' ? 'escola' : 'clube',
          contrato_aceito_em: tipo === 'naoPagante' ? null : Date.UTC(2025, 0, 1),
        });
        // The benchmark class fills first, then every student joins one class with room.
        const bench = matriculas.get(turmas[0].id)!;
        const turma = bench.length < SCALE_TURMA_ALUNOS ? turmas[0] : comVaga[i % comVaga.length];
        const lista = matriculas.get(turma.id)!;
        if (lista.length < turma.vagas) {
          lista.push(id_aluno);
          aht.push({ id_aluno, id_turma: turma.id });
        }
      }
      await insertBatched(trx, 'endereco', enderecos);
      await insertBatched(trx, 'pessoa', pessoas);
      await insertBatched(trx, 'responsavel_aluno', responsaveis);
      await insertBatched(trx, 'aluno', alunos);
      await insertBatched(trx, 'aluno_has_turma', aht);
    });
    log(`alunos: ${Math.min(opts.alunos, start + CHUNK)}`);
  }
  log(`alunos, responsáveis e endereços: ${Date.now() - t1} ms`);

  // 3. Finished attendance: each class once every `cadaSemanas` weeks, on its weekday.
  const t2 = Date.now();
  const base = new Date(`${opts.hoje}T12:00:00Z`).getTime();
  let marcas = 0;
  for (let w0 = 1; w0 <= opts.semanas; w0 += 10) {
    await db.transaction().execute(async (trx) => {
      const chamadas: Record<string, unknown>[] = [];
      const linhas: Record<string, unknown>[] = [];
      for (let w = w0; w < Math.min(opts.semanas + 1, w0 + 10); w++) {
        for (let d = 0; d < 7; d++) {
          const data = new Date(base - (w * 7 + d) * 86_400_000).toISOString().slice(0, 10);
          const dia = diaSemanaDe(data);
          for (let k = 0; k < turmas.length; k++) {
            const t = turmas[k];
            if (t.dia !== dia || (w + k) % opts.cadaSemanas !== 0) continue;
            const alunos = matriculas.get(t.id)!;
            if (alunos.length === 0) continue;
            const id_chamada = ids.chamada++;
            chamadas.push({ id_chamada, id_turma: t.id, data_c: data, status_c: 1, observacao: null });
            for (const id_aluno of alunos)
              linhas.push({ id_chamada, id_aluno, presenca: rand() < 0.85 ? 1 : 0 });
          }
        }
      }
      await insertBatched(trx, 'chamada', chamadas);
      await insertBatched(trx, 'chamada_aluno', linhas);
      marcas += linhas.length;
    });
    log(`chamada_aluno: ${marcas}`);
  }
  log(`chamadas (${marcas} marcas): ${Date.now() - t2} ms`);

  // Explicit ids leave PostgreSQL's serial sequences behind; move them past the rows.
  if (dialectOf(db) === 'postgres') {
    const seqs: [Tables, string][] = [
      ['endereco', 'id_endereco'],
      ['pessoa', 'id_pessoa'],
      ['unidade', 'id_unidade'],
      ['turma', 'id_turma'],
      ['chamada', 'id_chamada'],
    ];
    for (const [t, c] of seqs) {
      await sql`select setval(pg_get_serial_sequence(${t}, ${c}), (select coalesce(max(${sql.ref(c)}), 1) from ${sql.table(t)}))`.execute(
        db,
      );
    }
    await sql`analyze`.execute(db);
  } else {
    await sql`analyze`.execute(db);
  }
}
