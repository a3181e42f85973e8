// Server state of the families' portal: the sign-in (a code by e-mail, then the code), who
// is signed in, the family's students and one student's page, what a family does there
// (accept a pending document, answer an optional purpose, file a rights request), and the
// desk's view of a student's family access (administrators, on the student's profile).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/api.ts';
import type {
  AceitarInput,
  AcessoFamiliaItem,
  AlunoFamilia,
  AlunosFamilia,
  EntrarInput,
  FinalidadeFamiliaInput,
  PedidoFamiliaInput,
  PedidoFamiliaResposta,
  PedirCodigoInput,
  SessaoFamilia,
  sessoesEncerradas,
} from '#shared/schemas/familia.ts';
import type { z } from '#shared/schemas/fields.ts';
import type { MensagemResposta } from '#shared/schemas/resposta.ts';

const chaves = {
  sessao: ['familia', 'sessao'] as const,
  alunos: ['familia', 'alunos'] as const,
  aluno: (id: number) => ['familia', 'alunos', id] as const,
  acesso: (idAluno: number) => ['familia', 'acesso', idAluno] as const,
};

/** The family's own calls: a refusal is the answer to show, never worth a second try. */
const semRepetir = { retry: false } as const;

/** The calendar feed of a student's classes (a file the phone's calendar opens). */
export const agendaDoAluno = (idAluno: number) => `/api/familia/alunos/${idAluno}/agenda.ics`;

export const usePedirCodigo = () =>
  useMutation({
    mutationFn: (dados: PedirCodigoInput) => api<MensagemResposta>('POST', '/api/familia/codigo', dados),
  });

export function useEntrarFamilia() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (dados: EntrarInput) => api<SessaoFamilia>('POST', '/api/familia/entrar', dados),
    // Another family's pages may still be in the cache of this browser.
    onSuccess: (sessao) => {
      qc.removeQueries({ queryKey: ['familia'] });
      qc.setQueryData(chaves.sessao, sessao);
    },
  });
}

export function useSairFamilia() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ ok: true }>('POST', '/api/familia/sair'),
    onSettled: () => qc.removeQueries({ queryKey: ['familia'] }),
  });
}

/** Who is signed in (401 without a family session: the cache sends the person to sign in). */
export const useSessaoFamilia = () =>
  useQuery({
    queryKey: chaves.sessao,
    queryFn: () => api<SessaoFamilia>('GET', '/api/familia/sessao'),
    ...semRepetir,
  });

export const useAlunosFamilia = (enabled: boolean) =>
  useQuery({
    queryKey: chaves.alunos,
    queryFn: () => api<AlunosFamilia>('GET', '/api/familia/alunos'),
    enabled,
    ...semRepetir,
  });

export const useAlunoFamilia = (id: number | null) =>
  useQuery({
    queryKey: chaves.aluno(id ?? 0),
    queryFn: () => api<AlunoFamilia>('GET', `/api/familia/alunos/${id}`),
    enabled: id !== null,
    ...semRepetir,
  });

/** An action on the student's page whose answer is the student as it now stands. */
function useAcaoNoAluno<T>(idAluno: number, caminho: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (dados: T) => api<AlunoFamilia>('POST', `/api/familia/alunos/${idAluno}/${caminho}`, dados),
    onSuccess: (aluno) => qc.setQueryData(chaves.aluno(idAluno), aluno),
  });
}

export const useAceitarDocumento = (idAluno: number) => useAcaoNoAluno<AceitarInput>(idAluno, 'aceites');

export const useResponderFinalidade = (idAluno: number) =>
  useAcaoNoAluno<FinalidadeFamiliaInput>(idAluno, 'finalidades');

export const usePedirDireito = (idAluno: number) =>
  useMutation({
    mutationFn: (dados: PedidoFamiliaInput) =>
      api<PedidoFamiliaResposta>('POST', `/api/familia/alunos/${idAluno}/pedidos`, dados),
  });

// ---- the desk (administrators) ----

export const useAcessoFamilia = (idAluno: number) =>
  useQuery({
    queryKey: chaves.acesso(idAluno),
    queryFn: () => api<AcessoFamiliaItem[]>('GET', `/api/adm/alunos/${idAluno}/familia`),
  });

export function useEncerrarSessoesFamilia(idAluno: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (idPessoa: number) =>
      api<z.infer<typeof sessoesEncerradas>>(
        'DELETE',
        `/api/adm/alunos/${idAluno}/familia/${idPessoa}/sessoes`,
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: chaves.acesso(idAluno) }),
  });
}
