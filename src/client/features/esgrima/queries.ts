// Server state of fencing: the club's categories table (GET|PUT /api/esgrima/categorias)
// and the report of students per category and weapon.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/api.ts';
import type { CategoriaArma, CategoriasInput, CategoriasResposta } from '#shared/schemas/esgrima.ts';

const chaves = {
  categorias: ['esgrima', 'categorias'] as const,
  relatorio: ['esgrima', 'relatorio'] as const,
};

export function useCategorias() {
  return useQuery({
    queryKey: chaves.categorias,
    queryFn: () => api<CategoriasResposta>('GET', '/api/esgrima/categorias'),
  });
}

export function useSalvarCategorias() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoriasInput) => api<CategoriasResposta>('PUT', '/api/esgrima/categorias', body),
    // Every student's category may move: the lists and reports that show it are read again.
    onSuccess: () => client.invalidateQueries(),
  });
}

export function useCategoriaArma() {
  return useQuery({
    queryKey: chaves.relatorio,
    queryFn: () => api<CategoriaArma>('GET', '/api/relatorios/categorias'),
  });
}
