// Deactivating or reactivating a student or a teacher (decision 014): a dialog with
// the day (today in the club's time zone unless changed) and, for a student, an
// optional reason, checked by the route's own schema. Everything shown afterwards is
// read again from the server; the server's words confirm it in a notice.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type Acao, type Pessoa, useConfig, useMudarSituacao } from '#client/queries.ts';
import { CampoData } from '#client/ui/campo-data.tsx';
import { campoDe, checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_INATIVO } from '#shared/messages/inativos.ts';
import { FUSO_CLUBE, hojeNoFuso } from '#shared/rules/datas.ts';
import { desativarAlunoInput, desativarProfessorInput } from '#shared/schemas/inativo.ts';

const TITULO = {
  alunos: { desativar: MSG_INATIVO.desativarAluno, reativar: MSG_INATIVO.reativarAluno },
  professores: { desativar: MSG_INATIVO.desativarProfessor, reativar: MSG_INATIVO.reativarProfessor },
} as const;
const TEXTO = {
  alunos: { desativar: MSG_INATIVO.desativarAlunoTexto, reativar: MSG_INATIVO.reativarAlunoTexto },
  professores: {
    desativar: MSG_INATIVO.desativarProfessorTexto,
    reativar: MSG_INATIVO.reativarProfessorTexto,
  },
} as const;

interface Props {
  pessoa: Pessoa;
  /** null: closed. */
  acao: Acao | null;
  id: number;
  nome: string;
  onClose: () => void;
}

export function SituacaoDialog(p: Props) {
  const { acao } = p;
  return (
    <Modal
      opened={acao !== null}
      onClose={p.onClose}
      title={acao ? TITULO[p.pessoa][acao] : ''}
      centered
      size="md"
    >
      {acao && <FormSituacao {...p} acao={acao} />}
    </Modal>
  );
}

/** The dialog's form, made anew at each opening (the day starts as today). */
function FormSituacao({ pessoa, acao, id, nome, onClose }: Props & { acao: Acao }) {
  const hoje = hojeNoFuso(useConfig().data?.fuso ?? FUSO_CLUBE);
  const mudar = useMudarSituacao(pessoa);
  const schema = pessoa === 'alunos' ? desativarAlunoInput : desativarProfessorInput;
  const corpo = (v: { data: string; motivo: string }) =>
    acao === 'reativar' ? undefined : pessoa === 'alunos' ? v : { data: v.data };
  const form = useFormulario({
    initialValues: { data: hoje, motivo: '' },
    validate: checarCom(schema, (v) => corpo(v) ?? {}),
  });
  const desativar = acao === 'desativar';
  return (
    <form
      noValidate
      onSubmit={enviarFormulario(form, {
        salvar: (v) => mudar.mutateAsync({ id, acao, body: corpo(v) }),
        aviso: (res) => res.message,
        depois: onClose,
        padrao: MSG.erroInterno,
      })}
    >
      <Stack gap="sm">
        <Text fw={600}>{nome}</Text>
        <Text size="sm">{TEXTO[pessoa][acao]}</Text>
        {desativar && <CampoData {...campoDe(form, 'data')} label={MSG_INATIVO.data} required />}
        {desativar && pessoa === 'alunos' && (
          <Textarea
            {...form.getInputProps('motivo')}
            label={MSG_INATIVO.motivoOpcional}
            maxLength={500}
            autosize
            minRows={2}
          />
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {MSG.cancelar}
          </Button>
          <Button type="submit" color={desativar ? 'orange.8' : 'teal.8'} loading={mudar.isPending}>
            {desativar ? MSG_INATIVO.desativar : MSG_INATIVO.reativar}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
