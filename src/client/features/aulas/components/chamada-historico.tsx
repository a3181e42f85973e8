// The records of a sent chamada (GET /api/chamada/:id/historico): who sent it and
// who corrected it, when, and each mark before → after, oldest first.
import { Card, List, Stack, Text, Title } from '@mantine/core';
import { MSG_REG } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import type { RegistroChamada } from '#shared/schemas/chamada.ts';

const formatos = new Map<string, { dia: Intl.DateTimeFormat; hora: Intl.DateTimeFormat }>();

/** "23/11/2026 às 19:40" in the club's time zone. */
export function quandoFoi(instante: string, fuso = 'America/Sao_Paulo'): string {
  let f = formatos.get(fuso);
  if (!f) {
    f = {
      dia: new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: fuso }),
      hora: new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short', timeZone: fuso }),
    };
    formatos.set(fuso, f);
  }
  const d = new Date(instante);
  return `${f.dia.format(d)} às ${f.hora.format(d)}`;
}

const marca = (p: 0 | 1 | null) => (p === null ? MSG_REG.semMarca : p === 1 ? MSG.presente : MSG.ausente);

export function Historico({ registros, fuso }: { registros: RegistroChamada[]; fuso?: string }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="historico-chamada">
      <Title order={2} size="h5" id="historico-chamada">
        {MSG_REG.historico}
      </Title>
      <Card withBorder radius="md" padding="sm">
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {registros.map((r) => {
            const quando = quandoFoi(r.feito_em, fuso);
            // The first send lists every mark; a correction only what it changed.
            const mudancas = r.tipo === 'envio' ? [] : r.marcas;
            return (
              <li key={r.versao}>
                <Text size="sm" fw={600}>
                  {r.tipo === 'envio'
                    ? MSG_REG.registroEnvio(r.autor, quando)
                    : MSG_REG.registroCorrecao(r.autor, quando)}
                </Text>
                {(mudancas.length > 0 || r.observacao_antes !== r.observacao_depois) &&
                  r.tipo === 'correcao' && (
                    <List size="sm" c="dimmed" spacing={2} withPadding>
                      {mudancas.map((m) => (
                        <List.Item key={m.id_aluno}>
                          {MSG_REG.mudancaMarca(
                            m.nome_pessoa ?? MSG_REG.alunoExcluido(m.id_aluno),
                            marca(m.antes),
                            marca(m.depois),
                          )}
                        </List.Item>
                      ))}
                      {r.observacao_antes !== r.observacao_depois && (
                        <List.Item>{MSG_REG.mudancaObservacao}</List.Item>
                      )}
                    </List>
                  )}
              </li>
            );
          })}
        </Stack>
      </Card>
    </Stack>
  );
}
