// /mensagens: the outbox, newest first, filtered by status and reason. Without e-mail
// configured a banner says nothing leaves the server, and each message the desk may pass
// on by hand has a WhatsApp link with its text; a sign-in code or a password link never
// shows its content.

import { Alert, Anchor, Badge, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useState } from 'react';
import { type FiltrosMensagens, PAGE_SIZE, useMensagens } from '#client/features/mensagens/queries.ts';
import { useConfig } from '#client/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { ListaResponsiva } from '#client/ui/lista-responsiva.tsx';
import { Paginacao, usePosicao } from '#client/ui/paginacao.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_MENSAGENS as M } from '#shared/messages/mensagens.ts';
import { dataHoraCurta } from '#shared/rules/datas.ts';
import {
  type MensagemItem,
  MOTIVOS_MENSAGEM,
  MOTIVOS_SIGILOSOS,
  STATUS_MENSAGEM,
} from '#shared/schemas/mensagens.ts';

const COR: Record<string, string> = { pendente: 'yellow', enviada: 'teal', falhou: 'red' };

export default function MensagensPage() {
  const config = useConfig();
  const fuso = config.data?.fuso;
  const [filtros, setFiltros] = useState<FiltrosMensagens>({});
  const pos = usePosicao(JSON.stringify(filtros));
  const lista = useMensagens(filtros, pos.posicao);
  const quando = (iso: string | null) => (iso ? dataHoraCurta(iso, fuso) : '—');

  return (
    <Stack maw={1100} gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {M.titulo}
        </Title>
        <Text c="gray.7">{M.descricao}</Text>
      </Stack>
      {config.data && !config.data.email && (
        <Alert color="yellow" title={M.semEmailTitulo} data-testid="sem-email">
          {M.semEmailTexto}
        </Alert>
      )}
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={M.filtroStatus}
          value={filtros.status ?? ''}
          onChange={(e) => {
            // Read now: the event's target is gone by the time React runs the update.
            const status = (e.currentTarget.value || undefined) as FiltrosMensagens['status'];
            setFiltros((f) => ({ ...f, status }));
          }}
          data={[
            { value: '', label: M.todas },
            ...STATUS_MENSAGEM.map((s) => ({ value: s, label: M.status[s] })),
          ]}
        />
        <NativeSelect
          label={M.filtroMotivo}
          value={filtros.motivo ?? ''}
          onChange={(e) => {
            // Read now: the event's target is gone by the time React runs the update.
            const motivo = (e.currentTarget.value || undefined) as FiltrosMensagens['motivo'];
            setFiltros((f) => ({ ...f, motivo }));
          }}
          data={[
            { value: '', label: M.todas },
            ...MOTIVOS_MENSAGEM.map((m) => ({ value: m, label: M.motivos[m] })),
          ]}
        />
      </Group>
      {lista.isError ? (
        <BlocoErro error={lista.error} />
      ) : !lista.data ? (
        <Text c="gray.7">{MSG.carregando}</Text>
      ) : lista.data.items.length === 0 ? (
        <Text c="gray.7">{M.nenhuma}</Text>
      ) : (
        <>
          <ListaResponsiva<MensagemItem>
            rotulo={M.titulo}
            itens={lista.data.items}
            chave={(m) => m.id_mensagem}
            testId="mensagens"
            colunas={[
              { titulo: M.assunto, principal: true, valor: (m) => m.assunto },
              { titulo: M.pessoa, valor: (m) => m.nome_pessoa },
              { titulo: M.filtroMotivo, valor: (m) => M.motivos[m.motivo] },
              {
                titulo: M.situacao,
                valor: (m) => (
                  <Stack gap={2}>
                    <Badge
                      color={COR[m.status]}
                      variant="light"
                      tt="none"
                      // The label never cut: the table sizes the column by it.
                      styles={{ label: { overflow: 'visible' } }}
                    >
                      {M.status[m.status]}
                    </Badge>
                    {m.erro && (
                      <Text size="xs" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                        {M.erroDoServidor(m.erro)}
                      </Text>
                    )}
                  </Stack>
                ),
              },
              { titulo: M.criadaEm, valor: (m) => quando(m.criada_em) },
              { titulo: M.enviadaEm, valor: (m) => quando(m.enviada_em) },
              {
                titulo: M.enviarWhatsapp,
                acao: true,
                valor: (m) =>
                  MOTIVOS_SIGILOSOS.includes(m.motivo) ? (
                    <Text size="sm" c="gray.7">
                      {M.sigilosa}
                    </Text>
                  ) : m.whatsapp ? (
                    <Anchor
                      href={m.whatsapp}
                      target="_blank"
                      rel="noopener"
                      c="teal.9"
                      aria-label={M.enviarWhatsappPara(m.nome_pessoa)}
                    >
                      <IconBrandWhatsapp size={24} style={{ verticalAlign: 'middle' }} aria-hidden />
                    </Anchor>
                  ) : config.data && !config.data.email ? (
                    <Text size="sm" c="gray.7">
                      {M.semTelefone}
                    </Text>
                  ) : null,
              },
            ]}
          />
          <Paginacao pagina={lista.data} inicio={pos.inicioDe(lista.data)} ir={pos.ir} pageSize={PAGE_SIZE} />
        </>
      )}
    </Stack>
  );
}
