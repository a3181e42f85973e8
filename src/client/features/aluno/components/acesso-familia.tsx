// "Acesso da família" on a student's profile (administrators): who may sign in to the
// families' portal for this student (each guardian, and the student when an adult), whether
// a code can reach them, when each last entered and how many sessions are open; "Encerrar
// sessões" ends one person's family sessions on every device, after a confirmation.
import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import { Secao } from '#client/features/aluno/components/secao.tsx';
import { useAcessoFamilia, useEncerrarSessoesFamilia } from '#client/features/familia/queries.ts';
import { useConfig } from '#client/queries.ts';
import { alertaErro, confirmar } from '#client/ui/alerts.tsx';
import { avisar } from '#client/ui/avisos.tsx';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_FAMILIA_TELAS as M } from '#shared/messages/familia-telas.ts';
import { dataHoraCurta } from '#shared/rules/datas.ts';
import type { AcessoFamiliaItem } from '#shared/schemas/familia.ts';

export function AcessoFamilia({ idAluno }: { idAluno: number }) {
  const acesso = useAcessoFamilia(idAluno);
  return (
    <Secao titulo={M.acessoFamilia}>
      <Text size="sm" c="gray.7" mb="sm">
        {M.acessoFamiliaTexto}
      </Text>
      {acesso.isError ? (
        <BlocoErro error={acesso.error} title={null} />
      ) : acesso.isPending ? (
        <Loader size="sm" role="progressbar" aria-label={MSG.carregando} />
      ) : acesso.data.length === 0 ? (
        <Text c="gray.7">{M.semAcessoFamilia}</Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} data-testid="acesso-familia">
          {acesso.data.map((p) => (
            <Pessoa key={p.id_pessoa} idAluno={idAluno} p={p} />
          ))}
        </Stack>
      )}
    </Secao>
  );
}

function Pessoa({ idAluno, p }: { idAluno: number; p: AcessoFamiliaItem }) {
  const fuso = useConfig().data?.fuso;
  const encerrar = useEncerrarSessoesFamilia(idAluno);
  const pedir = async () => {
    if (
      !(await confirmar({
        title: M.encerrarPergunta,
        text: M.encerrarTexto(p.nome),
        confirmLabel: M.encerrarSessoes,
      }))
    )
      return;
    encerrar.mutate(p.id_pessoa, {
      onSuccess: () => avisar(M.sessoesEncerradas),
      onError: (e) => void alertaErro(e),
    });
  };
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="wrap" align="flex-start">
      <div style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {p.nome}
          </Text>
          <Badge variant="outline" color="gray.8" size="sm">
            {M.papeis[p.papel]}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {p.ultimo_acesso ? M.ultimoAcesso(dataHoraCurta(p.ultimo_acesso, fuso)) : M.nuncaEntrou} ·{' '}
          <span data-testid="sessoes-abertas">{M.sessoesAbertas(p.sessoes)}</span>
        </Text>
        {!p.tem_email && (
          <Text size="sm" c="orange.9">
            {M.semEmail}
          </Text>
        )}
      </div>
      {p.sessoes > 0 && (
        <Button
          variant="default"
          color="red"
          leftSection={<IconDoorExit size={18} aria-hidden />}
          loading={encerrar.isPending}
          aria-label={M.encerrarSessoesDe(p.nome)}
          onClick={() => void pedir()}
        >
          {M.encerrarSessoes}
        </Button>
      )}
    </Group>
  );
}
