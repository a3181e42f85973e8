// A conflict: the device's sheet waited to be sent while the chamada was sent from
// elsewhere (another device, an administrator's correction) with other marks. Both
// are shown, the students whose marks differ first; nothing is replaced until the
// teacher chooses to keep the sent one or to ask an administrator for a correction.
import { Alert, Button, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { usePedirCorrecao } from '#client/features/aulas/queries.ts';
import { chaveExperimental, type FolhaLocal } from '#client/offline/aparelho.ts';
import { manterEnviada } from '#client/offline/folhas.ts';
import { alerta, alertaErro } from '#client/ui/alerts.tsx';
import { MSG_ENVIO } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_OFF } from '#shared/messages/offline.ts';

const marca = (v: 0 | 1 | undefined) => (v === 0 ? MSG.ausente : MSG.presente);

/** The students whose marks differ, with both marks. */
function diferencas(f: FolhaLocal) {
  const enviada = f.enviada!;
  const nomes = new Map([
    ...[...enviada.alunos, ...f.alunos].map((a) => [a.id_aluno, a.nome] as const),
    ...[...(enviada.experimentais ?? []), ...(f.experimentais ?? [])].map(
      (x) => [chaveExperimental(x.id_experimental), x.nome] as const,
    ),
  ]);
  const ids = [...new Set([...Object.keys(enviada.marcas), ...Object.keys(f.marcas)].map(Number))];
  return ids
    .filter((id) => (enviada.marcas[id] ?? 1) !== (f.marcas[id] ?? 1))
    .map((id) => ({ id, nome: nomes.get(id) ?? '', enviada: enviada.marcas[id], aparelho: f.marcas[id] }));
}

function mensagemInicial(f: FolhaLocal) {
  return diferencas(f)
    .map(
      (d) =>
        `${d.nome}: ${MSG_OFF.nesteAparelho.toLowerCase()} ${marca(d.aparelho)}, ${MSG_OFF.noServidor.toLowerCase()} ${marca(d.enviada)}.`,
    )
    .join('\n');
}

export function Conflito({ folha }: { folha: FolhaLocal }) {
  const linhas = diferencas(folha);
  const [pedindo, setPedindo] = useState(false);
  const [mensagem, setMensagem] = useState(() => mensagemInicial(folha));
  const pedir = usePedirCorrecao();
  const notaDiferente = folha.enviada!.observacao.trim() !== folha.observacao.trim();

  async function enviarPedido() {
    if (folha.id_chamada === null) return;
    try {
      await pedir.mutateAsync({ idChamada: folha.id_chamada, mensagem });
    } catch (e) {
      await alertaErro(e);
      return;
    }
    await manterEnviada(folha);
    await alerta({ title: MSG_ENVIO.pedidoEnviado, icon: 'success' });
  }

  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={MSG_OFF.conflitoTitulo}
    >
      <Stack gap="sm">
        <Text size="sm">{MSG_OFF.conflitoTexto}</Text>
        <Text size="sm" fw={600}>
          {MSG_OFF.diferencas(linhas.length)}
        </Text>
        {linhas.length > 0 && (
          <Table withTableBorder striped fz="sm" data-testid="conflito">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{MSG_OFF.aluno}</Table.Th>
                <Table.Th scope="col">{MSG_OFF.noServidor}</Table.Th>
                <Table.Th scope="col">{MSG_OFF.nesteAparelho}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {linhas.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>{d.nome}</Table.Td>
                  <Table.Td>{marca(d.enviada)}</Table.Td>
                  <Table.Td>{marca(d.aparelho)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {notaDiferente && (
          <Text size="sm">
            {MSG.observacao} ({MSG_OFF.noServidor.toLowerCase()}): {folha.enviada!.observacao || '—'}
          </Text>
        )}
        {pedindo ? (
          <Stack gap="xs">
            <Textarea
              label={MSG_OFF.mensagemCorrecao}
              autosize
              minRows={3}
              maxLength={2000}
              value={mensagem}
              onChange={(e) => setMensagem(e.currentTarget.value)}
            />
            <Group gap="sm">
              <Button variant="default" onClick={() => setPedindo(false)}>
                {MSG.cancelar}
              </Button>
              <Button
                loading={pedir.isPending}
                onClick={() => void enviarPedido()}
                disabled={!mensagem.trim()}
              >
                {MSG_OFF.pedirCorrecao}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="sm">
            <Button variant="default" onClick={() => void manterEnviada(folha)}>
              {MSG_OFF.manterEnviada}
            </Button>
            <Button color="orange.8" onClick={() => setPedindo(true)} disabled={folha.id_chamada === null}>
              {MSG_OFF.pedirCorrecao}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
