// API calls of the enrolment wizards.

import { api, qs } from '#client/api.ts';
import type { TipoAluno, TipoUnidade } from '#shared/constants.ts';
import { type AllData, paraEdicao, paraMatricula, type WizardForm } from './form';

export interface UnidadeCidade {
  id_unidade: number;
  nome_unidade: string;
  tipo: TipoUnidade;
}

/** Units in the address's city for each wizard (spec §7). */
export function buscarUnidades(tipo: TipoAluno, cidade: string) {
  if (tipo === 'pagante') {
    return api<UnidadeCidade[]>('POST', '/api/unidade/cidade/2tipo', {
      cidade,
      tipo1: 'dec',
      tipo2: 'particular',
    });
  }
  return api<UnidadeCidade[]>('POST', '/api/unidade/cidade/1tipo', {
    cidade,
    tipo: tipo === 'escola' ? 'publica' : 'dec',
  });
}

export interface TurmaFormatada {
  id_turma: number;
  id_unidade: number;
  nome_formatado: string;
  qtd_maxima: number;
  vagas: number;
  lotada: boolean;
}

/** The chosen unit's classes only: the server filters, the client never loads every class. */
export const buscarTurmas = (idUnidade: number) =>
  api<TurmaFormatada[]>('GET', `/api/turma/formatada${qs({ id_unidade: idUnidade })}`);

export const enviarMatricula = (form: WizardForm, tipo: TipoAluno, menor: boolean) =>
  api<{ id: number }>('POST', '/api/matricula', paraMatricula(form, tipo, menor));

export const enviarEdicao = (idAluno: number, form: WizardForm, tipo: TipoAluno, menor: boolean) =>
  api<{ id: number }>('PUT', `/api/matricula/${idAluno}`, paraEdicao(form, tipo, menor));

export const buscarAllData = async (idAluno: number) =>
  (await api<AllData[]>('GET', `/api/aluno/allData/${idAluno}`))[0];
