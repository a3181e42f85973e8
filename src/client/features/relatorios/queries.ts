// Server state of /relatorios: the filter choices, the period's indicators, one
// class's grid and the students at risk. The CSV is a plain link (the browser
// downloads the streamed file).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, qs } from '#client/api.ts';
import type { CategoriaArma } from '#shared/schemas/esgrima.ts';
import type { Filtros, GradeTurma, Resumo, Risco } from '#shared/schemas/relatorios.ts';

export interface FiltroRelatorio {
  de: string;
  ate: string;
  id_unidade?: number;
  id_professor?: number;
  id_turma?: number;
}

const chaves = {
  filtros: (f: Pick<FiltroRelatorio, 'id_unidade' | 'id_professor'>) =>
    ['relatorios', 'filtros', f.id_unidade ?? null, f.id_professor ?? null] as const,
  resumo: (f: FiltroRelatorio) => ['relatorios', 'resumo', f] as const,
  grade: (f: FiltroRelatorio) => ['relatorios', 'turma', f.id_turma, f.de, f.ate] as const,
  risco: (f: Omit<FiltroRelatorio, 'de' | 'ate'>) =>
    ['relatorios', 'risco', f.id_unidade ?? null, f.id_professor ?? null, f.id_turma ?? null] as const,
};

export const useFiltros = (f: Pick<FiltroRelatorio, 'id_unidade' | 'id_professor'>) =>
  useQuery({
    queryKey: chaves.filtros(f),
    queryFn: () =>
      api<Filtros>(
        'GET',
        `/api/relatorios/filtros${qs({ id_unidade: f.id_unidade, id_professor: f.id_professor })}`,
      ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useResumo = (f: FiltroRelatorio) =>
  useQuery({
    queryKey: chaves.resumo(f),
    queryFn: () => api<Resumo>('GET', `/api/relatorios/resumo${qs({ ...f })}`),
    placeholderData: keepPreviousData,
  });

export const useGrade = (f: FiltroRelatorio) =>
  useQuery({
    queryKey: chaves.grade(f),
    queryFn: () =>
      api<GradeTurma>('GET', `/api/relatorios/turma${qs({ id_turma: f.id_turma, de: f.de, ate: f.ate })}`),
    enabled: f.id_turma !== undefined,
    placeholderData: keepPreviousData,
  });

export const useRisco = (f: Omit<FiltroRelatorio, 'de' | 'ate'>) =>
  useQuery({
    queryKey: chaves.risco(f),
    queryFn: () =>
      api<Risco>(
        'GET',
        `/api/relatorios/risco${qs({ id_unidade: f.id_unidade, id_professor: f.id_professor, id_turma: f.id_turma })}`,
      ),
  });

/** The CSV export's address (one class, or every class without id_turma). */
export const urlCsv = (f: FiltroRelatorio) =>
  `/api/relatorios/frequencia.csv${qs({ id_turma: f.id_turma, de: f.de, ate: f.ate })}`;

/** Active students per competition category and weapon (GET /api/relatorios/categorias). */
export const useCategoriaArma = () =>
  useQuery({
    queryKey: ['relatorios', 'categorias'] as const,
    queryFn: () => api<CategoriaArma>('GET', '/api/relatorios/categorias'),
  });
