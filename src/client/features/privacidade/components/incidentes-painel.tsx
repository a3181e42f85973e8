// The incident register: record an incident (the day the club learned of it, what
// happened, which data, how many people, the measures), see its 3-business-day deadline
// to notify the ANPD and the people, and complete it later. Nothing here deletes.
import {
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useIncidentes, useSalvarIncidente } from '#client/features/privacidade/queries.ts';
import { useConfig } from '#client/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { CampoData } from '#client/ui/campo-data.tsx';
import { CartaoFormulario } from '#client/ui/cartao-formulario.tsx';
import { campoDe, checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { MSG_PRIVACIDADE as M } from '#shared/messages/privacidade.ts';
import { FUSO_CLUBE, hojeNoFuso, isoParaBr } from '#shared/rules/datas.ts';
import { type Incidente, incidenteInput } from '#shared/schemas/privacidade.ts';

const vazio = {
  ciencia_em: '',
  descricao: '',
  dados_afetados: '',
  pessoas_afetadas: '',
  medidas: '',
  anpd_comunicada_em: '',
  titulares_comunicados_em: '',
};
type Form = typeof vazio;
const corpo = (f: Form) => f;
const doServidor = (i: Incidente): Form => ({
  ciencia_em: i.ciencia_em,
  descricao: i.descricao,
  dados_afetados: i.dados_afetados,
  pessoas_afetadas: String(i.pessoas_afetadas),
  medidas: i.medidas,
  anpd_comunicada_em: i.anpd_comunicada_em ?? '',
  titulares_comunicados_em: i.titulares_comunicados_em ?? '',
});

function FormIncidente({ incidente, depois }: { incidente: Incidente | null; depois: () => void }) {
  const fuso = useConfig().data?.fuso ?? FUSO_CLUBE;
  const salvar = useSalvarIncidente(incidente?.id_incidente ?? null);
  const schema = incidenteInput(() => hojeNoFuso(fuso));
  const form = useFormulario({
    initialValues: incidente ? doServidor(incidente) : vazio,
    validate: checarCom(schema, corpo),
    transformValues: (f) => schema.parse(corpo(f)),
  });
  const campo = (nome: keyof Form) => campoDe(form, nome);
  return (
    <CartaoFormulario
      titulo={incidente ? undefined : M.novoIncidente}
      enviar={incidente ? M.salvar : M.novoIncidente}
      enviando={salvar.isPending}
      semCartao={incidente !== null}
      onSubmit={enviarFormulario(form, {
        salvar: salvar.mutateAsync,
        aviso: incidente ? M.incidenteAtualizado : M.incidenteRegistrado,
        depois: () => {
          form.reset();
          depois();
        },
      })}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <CampoData {...campo('ciencia_em')} label={M.cienciaEm} required />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            {...campo('pessoas_afetadas')}
            inputMode="numeric"
            label={M.pessoasAfetadas}
            required
            maxLength={9}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            {...campo('descricao')}
            label={M.oQueAconteceu}
            required
            autosize
            minRows={2}
            maxLength={4000}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            {...campo('dados_afetados')}
            label={M.dadosAfetados}
            required
            autosize
            minRows={1}
            maxLength={2000}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea {...campo('medidas')} label={M.medidas} required autosize minRows={2} maxLength={4000} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <CampoData {...campo('anpd_comunicada_em')} label={M.anpdComunicadaEm} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <CampoData {...campo('titulares_comunicados_em')} label={M.titularesComunicadosEm} />
        </Grid.Col>
      </Grid>
    </CartaoFormulario>
  );
}

function Comunicacao({ rotulo, data }: { rotulo: string; data: string | null }) {
  return (
    <Text size="sm">
      {rotulo}:{' '}
      {data ? (
        isoParaBr(data)
      ) : (
        <Badge color="orange" variant="light">
          {M.pendente}
        </Badge>
      )}
    </Text>
  );
}

export function IncidentesPainel() {
  const incidentes = useIncidentes();
  const [aberto, setAberto] = useState<Incidente | null>(null);
  return (
    <Stack>
      <Text>{M.incidentesTexto}</Text>
      {incidentes.isError && <BlocoErro error={incidentes.error} />}
      {incidentes.isPending && <Loader role="progressbar" aria-label="Carregando" />}
      {incidentes.data?.length === 0 && <Text c="gray.7">{M.nenhumIncidente}</Text>}
      {incidentes.data?.map((i) => (
        <Card key={i.id_incidente} withBorder radius="md" padding="md" component="article">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Text fw={700}>
                {M.cienciaEm}: {isoParaBr(i.ciencia_em)}
              </Text>
              <Text size="sm">
                {M.prazoComunicacao}: <strong>{isoParaBr(i.prazo_comunicacao)}</strong>
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="light"
              onClick={() => setAberto(i)}
              aria-label={`${M.atualizar}: ${isoParaBr(i.ciencia_em)}`}
            >
              {M.atualizar}
            </Button>
          </Group>
          <Text mt="xs" style={{ whiteSpace: 'pre-line' }}>
            {i.descricao}
          </Text>
          <Text size="sm" mt="xs">
            {M.dadosAfetados}: {i.dados_afetados} · {M.pessoasAfetadas}: {i.pessoas_afetadas}
          </Text>
          <Text size="sm">
            {M.medidas}: {i.medidas}
          </Text>
          <Comunicacao rotulo={M.anpdComunicadaEm} data={i.anpd_comunicada_em} />
          <Comunicacao rotulo={M.titularesComunicadosEm} data={i.titulares_comunicados_em} />
        </Card>
      ))}
      <Modal opened={aberto !== null} onClose={() => setAberto(null)} title={M.atualizar} size="lg">
        {aberto && <FormIncidente incidente={aberto} depois={() => setAberto(null)} />}
      </Modal>
      <FormIncidente incidente={null} depois={() => undefined} />
    </Stack>
  );
}
