// Server state of the enrolment wizards: the units of the address's city and the chosen
// unit's classes (the address step prefetches the units; a class that filled up refreshes
// the class lists), the student an administrator corrects, and the save itself (called by
// the wizard's save step, which shows the popups). The cache keys in one object, then the
// queries and hooks.
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, qs } from '#client/api.ts';
import type { TipoAluno } from '#shared/constants.ts';
import type { AlunoAllData, edicaoSalva, MatriculaSalva, TurmaFormatada } from '#shared/schemas/matricula.ts';
import type { DocumentoVersao } from '#shared/schemas/privacidade.ts';
import type { UnidadeCidade } from '#shared/schemas/unidade.ts';
import { paraEdicao, paraMatricula, type WizardForm } from './form';

const chaves = {
  unidades: (tipo: TipoAluno, cidade: string) => ['matricula', 'unidades', tipo, cidade] as const,
  /** The key every unit's class list starts with. */
  turmas: ['matricula', 'turmas'] as const,
  turmasDaUnidade: (idUnidade: number) => ['matricula', 'turmas', idUnidade] as const,
  aluno: (idAluno: number) => ['matricula', 'aluno', idAluno] as const,
  documentos: ['matricula', 'documentos'] as const,
};

/** Units in the address's city for each wizard. */
function buscarUnidades(tipo: TipoAluno, cidade: string) {
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

/** The units of the address's city for this wizard (also prefetched by the address step). */
export const unidadesDaCidade = (tipo: TipoAluno, cidade: string) =>
  queryOptions({
    queryKey: chaves.unidades(tipo, cidade),
    queryFn: () => buscarUnidades(tipo, cidade),
  });

export const useUnidadesDaCidade = (tipo: TipoAluno, cidade: string) =>
  useQuery({ ...unidadesDaCidade(tipo, cidade), enabled: cidade !== '' });

/** The chosen unit's classes with their free places: the server filters, the client never loads every class. */
export const useTurmasDaUnidade = (idUnidade: number | null) =>
  useQuery({
    queryKey: chaves.turmasDaUnidade(idUnidade ?? 0),
    queryFn: () => api<TurmaFormatada[]>('GET', `/api/turma/formatada${qs({ id_unidade: idUnidade })}`),
    enabled: idUnidade !== null,
  });

/** A class filled up meanwhile: every unit's class list is read again. */
export const turmasMudaram = (client: QueryClient) => client.invalidateQueries({ queryKey: chaves.turmas });

/** The student an administrator corrects, as the edit wizard starts from it. */
export const useAlunoParaEdicao = (idAluno: number) =>
  useQuery({
    queryKey: chaves.aluno(idAluno),
    queryFn: async () => (await api<AlunoAllData[]>('GET', `/api/aluno/allData/${idAluno}`))[0],
    enabled: Number.isInteger(idAluno) && idAluno > 0,
    staleTime: 0,
  });

/** A new enrolment; `idExperimental`: the trial class it converts. */
export const enviarMatricula = (form: WizardForm, tipo: TipoAluno, menor: boolean, idExperimental?: number) =>
  api<MatriculaSalva>('POST', '/api/matricula', {
    ...paraMatricula(form, tipo, menor),
    ...(idExperimental === undefined ? {} : { id_experimental: idExperimental }),
  });

export const enviarEdicao = (idAluno: number, form: WizardForm, tipo: TipoAluno, menor: boolean) =>
  api<z.infer<typeof edicaoSalva>>('PUT', `/api/matricula/${idAluno}`, paraEdicao(form, tipo, menor));

/** The documents in force: the contract step shows the optional purposes' texts. */
export const useDocumentosVigentes = () =>
  useQuery({
    queryKey: chaves.documentos,
    queryFn: () => api<DocumentoVersao[]>('GET', '/api/privacidade/documentos/vigentes'),
    staleTime: 10 * 60_000,
  });
