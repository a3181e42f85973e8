// A realistic small club for trying the app: units of each tipo, teachers,
// classes across the week (today included), students of the three kinds with
// guardians, and a few weeks of finished attendance.
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { Kysely } from 'kysely';
import { hashPassword } from '#server/auth/passwords.ts';
import type { Database } from '#server/db/tables.ts';
import { DIAS_SEMANA, type DiaSemana, type TipoAluno, type TipoUnidade } from '#shared/constants.ts';
import { diaSemanaDe } from '#shared/rules/datas.ts';

export interface DemoOptions {
  /** Password of every demo teacher. */
  senhaProfessores: string;
  /** Today's date in the club's time zone (YYYY-MM-DD). */
  hoje: string;
}

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Marcelo',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Thiago',
  'Valentina',
  'Lucas',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Lima',
  'Pereira',
  'Costa',
  'Almeida',
  'Ferreira',
  'Rodrigues',
  'Gomes',
  'Martins',
  'Araújo',
  'Barbosa',
  'Ribeiro',
];
const STREETS = [
  'Rua Augusta',
  'Avenida Paulista',
  'Rua da Consolação',
  'Rua Vergueiro',
  'Rua Oscar Freire',
  'Avenida Brigadeiro Faria Lima',
  'Rua Teodoro Sampaio',
  'Rua Haddock Lobo',
];
const DISTRICTS = ['Centro', 'Bela Vista', 'Pinheiros', 'Vila Mariana', 'Jardins', 'Moema'];

/** Small deterministic generator so every demo club looks the same. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

export async function seedDemo(db: Kysely<Database>, opts: DemoOptions) {
  const existing = await db.selectFrom('unidade').select('id_unidade').limit(1).executeTakeFirst();
  if (existing)
    throw new Error('O banco já tem unidades cadastradas; o clube de demonstração não foi criado.');

  const rand = rng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');
  const nome = () => `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`;
  const email = (n: string, i: number) =>
    `${n
      .normalize('NFD')
      .replace(/[^\w ]/g, '')
      .toLowerCase()
      .split(' ')
      .slice(0, 2)
      .join('.')}${i}@exemplo.com.br`;

  await db.transaction().execute(async (trx) => {
    const endereco = async (cidade = 'São Paulo') =>
      (
        await trx
          .insertInto('endereco')
          .values({
            cep: `0${digits(7)}`,
            estado: 'SP',
            cidade,
            bairro: pick(DISTRICTS),
            rua: pick(STREETS),
            numero: String(10 + Math.floor(rand() * 2000)),
          })
          .returning('id_endereco')
          .executeTakeFirstOrThrow()
      ).id_endereco;

    const unidades: { nome: string; tipo: TipoUnidade; cidade: string }[] = [
      { nome: 'DEC Centro', tipo: 'dec', cidade: 'São Paulo' },
      { nome: 'DEC Zona Sul', tipo: 'dec', cidade: 'São Paulo' },
      { nome: 'DEC Campinas', tipo: 'dec', cidade: 'Campinas' },
      { nome: 'EMEF Monteiro Lobato', tipo: 'publica', cidade: 'São Paulo' },
      { nome: 'E.E. Rui Barbosa', tipo: 'publica', cidade: 'Campinas' },
      { nome: 'Colégio Santa Cruz', tipo: 'particular', cidade: 'São Paulo' },
      { nome: 'Colégio Vértice', tipo: 'particular', cidade: 'Campinas' },
    ];
    const idsUnidade: { id: number; tipo: TipoUnidade }[] = [];
    for (const u of unidades) {
      const { id_unidade } = await trx
        .insertInto('unidade')
        .values({
          nome_unidade: u.nome,
          cnpj_unidade: null,
          telefone_unidade: `11${digits(9)}`,
          email_unidade: email(u.nome, 0),
          mais_contatos: null,
          id_endereco: await endereco(u.cidade),
          tipo: u.tipo,
        })
        .returning('id_unidade')
        .executeTakeFirstOrThrow();
      idsUnidade.push({ id: id_unidade, tipo: u.tipo });
    }

    const senha = await hashPassword(opts.senhaProfessores);
    const professores = [
      { nome: 'Paulo Professor', email: 'professor@estocada.local' },
      { nome: 'Marina Esgrimista', email: 'marina@estocada.local' },
      { nome: 'Ricardo Florete', email: 'ricardo@estocada.local' },
      { nome: 'Beatriz Sabre', email: 'beatriz@estocada.local' },
    ];
    const idsProfessor: number[] = [];
    for (const p of professores) {
      const { id_pessoa } = await trx
        .insertInto('pessoa')
        .values({
          nome_pessoa: p.nome,
          dt_nasc_pessoa: `198${Math.floor(rand() * 10)}-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`,
          cpf_pessoa: generateCPF(),
          rg_pessoa: digits(9),
          email_pessoa: p.email,
          senha_pessoa: senha,
          telefone_pessoa: `11${digits(9)}`,
          genero: pick(['m', 'f'] as const),
          id_endereco: await endereco(),
          adm: 0,
        })
        .returning('id_pessoa')
        .executeTakeFirstOrThrow();
      const { id_professor } = await trx
        .insertInto('professor')
        .values({ id_professor: id_pessoa, id_pessoa, caminho_foto: null })
        .returning('id_professor')
        .executeTakeFirstOrThrow();
      idsProfessor.push(id_professor);
    }

    // Classes on every weekday, today's weekday always among them for the first teacher.
    const hojeDia = diaSemanaDe(opts.hoje);
    const turmas: { id: number; dia: DiaSemana; unidade: number }[] = [];
    const horarios = ['08:00', '10:00', '14:00', '16:30', '18:00', '19:30'];
    let n = 0;
    for (const dia of DIAS_SEMANA.slice(0, 6)) {
      for (let k = 0; k < 2; k++) {
        const unidade = idsUnidade[n % idsUnidade.length];
        const { id_turma } = await trx
          .insertInto('turma')
          .values({
            nome_turma: `${['Florete', 'Espada', 'Sabre'][n % 3]} ${['Iniciante', 'Intermediário', 'Avançado'][k % 3]}`,
            qtd_maxima: 12 + (n % 3) * 4,
            id_professor: idsProfessor[n % idsProfessor.length],
            id_unidade: unidade.id,
            dia_semana: dia,
            horario: horarios[(n + k) % horarios.length],
          })
          .returning('id_turma')
          .executeTakeFirstOrThrow();
        turmas.push({ id: id_turma, dia, unidade: unidade.id });
        n++;
      }
    }
    const { id_turma: turmaHoje } = await trx
      .insertInto('turma')
      .values({
        nome_turma: 'Florete Turma de Hoje',
        qtd_maxima: 20,
        id_professor: idsProfessor[0],
        id_unidade: idsUnidade[0].id,
        dia_semana: hojeDia,
        horario: '18:00',
      })
      .returning('id_turma')
      .executeTakeFirstOrThrow();
    turmas.push({ id: turmaHoje, dia: hojeDia, unidade: idsUnidade[0].id });

    // Students: adults alone, minors with one or two guardians.
    const kinds: TipoAluno[] = ['pagante', 'naoPagante', 'escola'];
    const matriculas = new Map<number, number[]>();
    for (let i = 0; i < 36; i++) {
      const tipo = kinds[i % 3];
      const minor = i % 4 !== 0;
      const ano = minor ? 2010 + Math.floor(rand() * 8) : 1985 + Math.floor(rand() * 15);
      const id_endereco = await endereco();
      const pessoa = async (nomePessoa: string, nascimento: string) =>
        (
          await trx
            .insertInto('pessoa')
            .values({
              nome_pessoa: nomePessoa,
              dt_nasc_pessoa: nascimento,
              cpf_pessoa: generateCPF(),
              rg_pessoa: digits(9),
              email_pessoa: email(nomePessoa, i),
              telefone_pessoa: `11${digits(9)}`,
              genero: pick(['m', 'f'] as const),
              id_endereco,
            })
            .returning('id_pessoa')
            .executeTakeFirstOrThrow()
        ).id_pessoa;
      const responsavel = async () => {
        const idPessoa = await pessoa(nome(), '1999-01-01');
        return (
          await trx
            .insertInto('responsavel_aluno')
            .values({ id_responsavel: idPessoa, id_pessoa: idPessoa })
            .returning('id_responsavel')
            .executeTakeFirstOrThrow()
        ).id_responsavel;
      };
      const id_pessoa = await pessoa(
        nome(),
        `${ano}-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`,
      );
      const id_responsavel = minor ? await responsavel() : null;
      const id_responsavel2 = minor && tipo !== 'escola' && i % 2 === 0 ? await responsavel() : null;
      const { id_aluno } = await trx
        .insertInto('aluno')
        .values({
          id_aluno: id_pessoa,
          id_pessoa,
          destro_canhoto: i % 5 === 0 ? 'c' : 'd',
          id_responsavel,
          id_responsavel2,
          dt_inicio: opts.hoje,
          tipo_plano: tipo === 'pagante' ? pick(['mensal', 'semestral', 'anual'] as const) : null,
          dia_pagamento: tipo === 'pagante' ? pick([10, 20, 30] as const) : null,
          tipo_aluno: tipo,
          contrato: tipo === 'escola' ? 'escola' : 'clube',
          contrato_aceito_em: Date.now(),
        })
        .returning('id_aluno')
        .executeTakeFirstOrThrow();
      const escolhidas = [turmas[i % turmas.length], turmas[(i * 7 + 3) % turmas.length]];
      if (i < 8) escolhidas.push(turmas[turmas.length - 1]);
      for (const t of new Set(escolhidas.map((x) => x.id))) {
        await trx.insertInto('aluno_has_turma').values({ id_aluno, id_turma: t }).execute();
        matriculas.set(t, [...(matriculas.get(t) ?? []), id_aluno]);
      }
    }

    // Three past weeks of finished attendance for every class.
    const base = new Date(`${opts.hoje}T12:00:00Z`);
    for (let back = 1; back <= 21; back++) {
      const d = new Date(base.getTime() - back * 86_400_000).toISOString().slice(0, 10);
      const dia = diaSemanaDe(d);
      for (const t of turmas.filter((x) => x.dia === dia)) {
        const alunos = matriculas.get(t.id) ?? [];
        if (alunos.length === 0) continue;
        const { id_chamada } = await trx
          .insertInto('chamada')
          .values({
            id_turma: t.id,
            data_c: d,
            status_c: 1,
            observacao: back % 7 === 0 ? 'Treino de fundamentos.' : null,
          })
          .returning('id_chamada')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('chamada_aluno')
          .values(alunos.map((id_aluno) => ({ id_chamada, id_aluno, presenca: rand() < 0.85 ? 1 : 0 })))
          .execute();
      }
    }
  });
}
