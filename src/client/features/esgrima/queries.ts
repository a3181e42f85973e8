// Server state of fencing: the club's categories table (GET|PUT /api/esgrima/categorias).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/api.ts';
import type { CategoriaArma, CategoriasInput, CategoriasResposta } from '#shared/schemas/esgrima.ts';

const chaves = {
  categorias: ['esgrima', 'categorias'] as const,
  categoriaArma: ['esgrima', 'categoria-arma'] as const,
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

/** Active students per category and weapon (GET /api/relatorios/categorias). */
export function useCategoriaArma() {
  return useQuery({
    queryKey: chaves.categoriaArma,
    queryFn: () => api<CategoriaArma>('GET', '/api/relatorios/categorias'),
  });
}
