// A minor enrolled through the public enrolment call, for the specs whose subject comes after the
// enrolment (the wizard itself is walked in matricula.spec.ts): in "DEC Centro", São Paulo, in its
// first class with room, with guardian 1.
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { ano } from './wizard';

export interface MatriculaPelaApi {
  nome: string;
  /** Guardian 1's name; "Responsável de <nome>" when not given. */
  responsavel?: string;
  cpf?: string;
  email?: string;
  /** A paying student on the mensal plan with this due day (guardian 1 pays); else non-paying. */
  diaPagamento?: 10 | 20 | 30;
  finalidades?: { uso_imagem: boolean; federacao: boolean };
}

/** The student's birth date (a child of ten or nine). */
export const NASCIMENTO_PELA_API = `${ano - 10}-03-15`;

/** Enrols the student; answers its id_aluno. */
export async function matricularPelaApi(request: APIRequestContext, m: MatriculaPelaApi): Promise<number> {
  const unidades = await request.post('/api/unidade/cidade/1tipo', {
    data: { cidade: 'São Paulo', tipo: 'dec' },
  });
  const dec = ((await unidades.json()) as { id_unidade: number; nome_unidade: string }[]).find(
    (u) => u.nome_unidade === 'DEC Centro',
  )!;
  const turmas = (await (await request.get(`/api/turma/formatada?id_unidade=${dec.id_unidade}`)).json()) as {
    id_turma: number;
    lotada: boolean;
  }[];
  const pessoa = (nome: string, cpf = generateCPF()) => ({
    nome_pessoa: nome,
    cpf_pessoa: cpf,
    rg_pessoa: '123456789',
    email_pessoa: m.email ?? 'familia@exemplo.com',
    telefone_pessoa: '11987654321',
    genero: 'f',
  });
  const pagante = m.diaPagamento !== undefined;
  const r = await request.post('/api/matricula', {
    headers: { 'sec-fetch-site': 'same-origin' },
    data: {
      tipo_aluno: pagante ? 'pagante' : 'naoPagante',
      aluno: { ...pessoa(m.nome, m.cpf), dt_nasc_pessoa: NASCIMENTO_PELA_API, destro_canhoto: 'd' },
      responsavel1: pessoa(m.responsavel ?? `Responsável de ${m.nome}`),
      responsavel2: null,
      financeiro: pagante ? 'sim' : null,
      responsavel_financeiro: null,
      endereco: {
        cep: '01310100',
        estado: 'SP',
        cidade: 'São Paulo',
        bairro: 'Bela Vista',
        rua: 'Avenida Paulista',
        numero: '9',
      },
      id_unidade: dec.id_unidade,
      dias_semana: 1,
      turmas: [turmas.find((t) => !t.lotada)!.id_turma],
      tipo_plano: pagante ? 'mensal' : null,
      dia_pagamento: m.diaPagamento ?? null,
      contrato_aceito: true,
      ...(m.finalidades ? { finalidades: m.finalidades } : {}),
    },
  });
  expect(r.status(), await r.text()).toBe(201);
  return ((await r.json()) as { id_aluno: number }).id_aluno;
}
