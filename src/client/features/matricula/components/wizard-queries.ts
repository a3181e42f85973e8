// The wizard's server state: the unit and class lists its steps show, with
// their cache keys (the address step prefetches the units; a full class
// refreshes the class lists).
import { queryOptions } from '@tanstack/react-query';
import { buscarTurmas, buscarUnidades } from '#client/features/matricula/queries.ts';
import type { TipoAluno } from '#shared/constants.ts';

/** The units of the address's city for this wizard. */
export const unidadesDaCidade = (tipo: TipoAluno, cidade: string) =>
  queryOptions({
    queryKey: ['unidades-cidade', tipo, cidade] as const,
    queryFn: () => buscarUnidades(tipo, cidade),
  });

/** The key every unit's class list starts with. */
export const TURMAS_FORMATADAS = ['turmas-formatadas'] as const;

/** The chosen unit's classes with their free places. */
export const turmasDaUnidade = (idUnidade: number) =>
  queryOptions({
    queryKey: [...TURMAS_FORMATADAS, idUnidade] as const,
    queryFn: () => buscarTurmas(idUnidade),
  });
