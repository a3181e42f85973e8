// Server state of fencing: saving the club's categories table (PUT /api/esgrima/categorias);
// reading it is #client/queries.ts's useCategorias.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/api.ts';
import type { CategoriasInput, CategoriasResposta } from '#shared/schemas/esgrima.ts';

export function useSalvarCategorias() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoriasInput) => api<CategoriasResposta>('PUT', '/api/esgrima/categorias', body),
    // Every student's category may move: the lists and reports that show it are read again.
    onSuccess: () => client.invalidateQueries(),
  });
}
