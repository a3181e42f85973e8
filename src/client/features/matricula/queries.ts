// API calls of the enrolment wizards.

import type { z } from 'zod';
import { api, qs } from '#client/api.ts';
import type { TipoAluno } from '#shared/constants.ts';
import type { AlunoAllData, edicaoSalva, MatriculaSalva, TurmaFormatada } from '#shared/schemas/matricula.ts';
import type { UnidadeCidade } from '#shared/schemas/unidade.ts';
import { paraEdicao, paraMatricula, type WizardForm } from './form';

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

/** The chosen unit's classes only: the server filters, the client never loads every class. */
export const buscarTurmas = (idUnidade: number) =>
  api<TurmaFormatada[]>('GET', `/api/turma/formatada${qs({ id_unidade: idUnidade })}`);

export const enviarMatricula = (form: WizardForm, tipo: TipoAluno, menor: boolean) =>
  api<MatriculaSalva>('POST', '/api/matricula', paraMatricula(form, tipo, menor));

export const enviarEdicao = (idAluno: number, form: WizardForm, tipo: TipoAluno, menor: boolean) =>
  api<z.infer<typeof edicaoSalva>>('PUT', `/api/matricula/${idAluno}`, paraEdicao(form, tipo, menor));

export const buscarAllData = async (idAluno: number) =>
  (await api<AlunoAllData[]>('GET', `/api/aluno/allData/${idAluno}`))[0];
