// The student's optional purposes (image use, the federation): the answer in force for each,
// a granted one revoked at the desk at the person's request (who asked, confirmed; recorded
// in the consent ledger with when, how and by whom, and audited: POST /api/pessoas/{id}/finalidades),
// and the whole history of answers, newest first.
import { Button, Group, Modal, Radio, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useMudarFinalidade } from '#client/features/aluno/queries.ts';
import { checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { Rolagem } from '#client/ui/rolagem.tsx';
import { MSG_PRIVACIDADE as M } from '#shared/messages/privacidade.ts';
import {
  type Consentimentos,
  FINALIDADES,
  type Finalidade,
  mudarFinalidadeInput,
} from '#shared/schemas/privacidade.ts';

type Resposta = Consentimentos['finalidades'][number];
type Pessoa = { id: number; nome: string };

/** Who may ask on the student's behalf: the student and whoever answered or accepted for them. */
function quemPode(c: Consentimentos, idAluno: number, nomeAluno: string): Pessoa[] {
  const todos = [
    { id: idAluno, nome: nomeAluno },
    ...c.finalidades.filter((f) => f.id_aluno === idAluno).map((f) => f.respondido_por),
    ...c.aceites.filter((a) => a.id_aluno === idAluno).map((a) => a.aceito_por),
  ];
  return todos.filter((p, i) => todos.findIndex((q) => q.id === p.id) === i);
}

function Revogar({
  idAluno,
  resposta,
  pessoas,
  onClose,
}: {
  idAluno: number;
  resposta: Resposta;
  pessoas: Pessoa[];
  onClose: () => void;
}) {
  const mudar = useMudarFinalidade(idAluno);
  const paraEnvio = (v: { id_respondente: string }) => ({
    finalidade: resposta.finalidade,
    consente: false,
    id_respondente: Number(v.id_respondente),
  });
  const form = useFormulario({
    initialValues: { id_respondente: String(resposta.respondido_por.id) },
    validate: checarCom(mudarFinalidadeInput, paraEnvio),
    transformValues: paraEnvio,
  });
  return (
    <form
      noValidate
      onSubmit={enviarFormulario(form, { salvar: mudar.mutateAsync, aviso: M.revogada, depois: onClose })}
    >
      <Stack gap="sm">
        <Text>{M.revogarTexto(M.documentos[resposta.finalidade])}</Text>
        <Radio.Group label={M.quemPediu} required {...form.getInputProps('id_respondente')}>
          <Stack gap={6} mt={6}>
            {pessoas.map((p) => (
              <Radio key={p.id} value={String(p.id)} label={p.nome} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {M.cancelar}
          </Button>
          <Button type="submit" color="red.8" loading={mudar.isPending}>
            {M.confirmarRevogacao}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function FinalidadesAluno({
  idAluno,
  consentimentos: c,
  anonimizado,
  dia,
}: {
  idAluno: number;
  consentimentos: Consentimentos;
  anonimizado: boolean;
  dia: (em: string) => string;
}) {
  const [revogando, setRevogando] = useState<Resposta | null>(null);
  const doAluno = c.finalidades.filter((f) => f.id_aluno === idAluno);
  // The history is newest first: the first answer of a purpose is the one in force.
  const vigente = (f: Finalidade) => doAluno.find((x) => x.finalidade === f);
  const nomeAluno = doAluno[0]?.nome_aluno ?? c.aceites.find((a) => a.id_aluno === idAluno)?.nome_aluno ?? '';
  return (
    <>
      <Stack gap={4} mt={4}>
        {FINALIDADES.map((f) => {
          const r = vigente(f);
          return (
            <Group key={f} gap="xs" wrap="wrap" data-testid={`finalidade-${f}`}>
              <Text size="sm" c="gray.8">
                {M.documentos[f]}:{' '}
                {r ? (r.consente ? M.finalidadeSim : M.finalidadeNao) : M.finalidadeSemResposta}
                {r && ` (${dia(r.em)})`}
              </Text>
              {r?.consente && !anonimizado && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red.8"
                  aria-label={M.revogarFinalidade(M.documentos[f])}
                  onClick={() => setRevogando(r)}
                >
                  {M.revogar}
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
      {doAluno.length > 0 && (
        <details style={{ marginTop: 8 }}>
          <summary>
            <Text span size="sm" fw={600}>
              {M.historicoFinalidades}
            </Text>
          </summary>
          <Rolagem rotulo={M.historicoFinalidades} minWidth={320}>
            <Table
              verticalSpacing={4}
              aria-label={M.historicoFinalidades}
              data-testid="historico-finalidades"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{M.quando}</Table.Th>
                  <Table.Th>{M.autorizacao}</Table.Th>
                  <Table.Th>{M.resposta}</Table.Th>
                  <Table.Th>{M.registro}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {doAluno.map((r) => (
                  <Table.Tr key={r.id_consentimento}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{dia(r.em)}</Table.Td>
                    <Table.Td>{M.documentos[r.finalidade]}</Table.Td>
                    <Table.Td>{r.consente ? M.finalidadeSim : M.finalidadeNao}</Table.Td>
                    <Table.Td>
                      {M.registroFinalidade(
                        r.respondido_por.nome,
                        M.canais[r.canal],
                        r.operador?.nome ?? null,
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Rolagem>
        </details>
      )}
      <Modal opened={revogando !== null} onClose={() => setRevogando(null)} title={M.revogarTitulo} centered>
        {revogando && (
          <Revogar
            idAluno={idAluno}
            resposta={revogando}
            pessoas={quemPode(c, idAluno, nomeAluno)}
            onClose={() => setRevogando(null)}
          />
        )}
      </Modal>
    </>
  );
}
