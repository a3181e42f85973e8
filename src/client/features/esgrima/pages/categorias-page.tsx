// /adm/categorias: the club's competition categories (administrators). The season's start
// month and an editable table of rows (name, minimum and maximum age) with add and remove;
// the shared schema checks the whole table before it is sent (names unique, ranges
// contiguous), each error beside its field, and the server answers the same way.
import {
  ActionIcon,
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useSalvarCategorias } from '#client/features/esgrima/queries.ts';
import { useCategorias } from '#client/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { campoDe, checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_ESGRIMA } from '#shared/messages/esgrima.ts';
import { type CategoriasInput, type CategoriasResposta, categoriasInput } from '#shared/schemas/esgrima.ts';
import classes from './categorias.module.css';

interface Linha {
  nome: string;
  idade_min: string;
  idade_max: string;
}
interface Form {
  inicio_temporada_mes: string;
  categorias: Linha[];
}

const doServidor = (r: CategoriasResposta): Form => ({
  inicio_temporada_mes: String(r.inicio_temporada_mes),
  categorias: r.categorias.map((c) => ({
    nome: c.nome,
    idade_min: String(c.idade_min),
    idade_max: String(c.idade_max),
  })),
});

/** What the form sends: ages as the digits typed (the schema reads them as numbers). */
const corpo = (f: Form) => ({
  inicio_temporada_mes: f.inicio_temporada_mes,
  categorias: f.categorias.map((c) => ({
    nome: c.nome,
    idade_min: c.idade_min.trim(),
    idade_max: c.idade_max.trim(),
  })),
});

export default function CategoriasPage() {
  const atual = useCategorias();
  const salvar = useSalvarCategorias();
  const form = useFormulario<Form, CategoriasInput>({
    initialValues: { inicio_temporada_mes: '1', categorias: [] },
    validate: checarCom(categoriasInput, corpo),
    transformValues: (f) => categoriasInput.parse(corpo(f)),
  });
  const { data } = atual;
  const { initialize } = form;
  useEffect(() => {
    if (data) initialize(doServidor(data));
  }, [data, initialize]);

  const onSubmit = enviarFormulario(form, {
    salvar: salvar.mutateAsync,
    aviso: MSG_ESGRIMA.categoriasSalvas,
    depois: (r) => form.initialize(doServidor(r)),
    padrao: MSG_ESGRIMA.erroSalvarCategorias,
  });

  if (atual.isError) return <BlocoErro error={atual.error} maw={720} />;
  const linhas = form.values.categorias;
  const ultima = linhas.at(-1);

  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {MSG_ESGRIMA.tituloCategorias}
      </Title>
      <Text size="sm">{MSG_ESGRIMA.explicacaoCategorias}</Text>
      {atual.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={MSG.carregando} />
        </Group>
      ) : (
        <Paper withBorder p="md" radius="md" component="form" noValidate onSubmit={onSubmit}>
          <Stack gap="md">
            <Group align="flex-end" gap="md" wrap="wrap">
              <NativeSelect
                {...campoDe(form, 'inicio_temporada_mes')}
                label={MSG_ESGRIMA.inicioTemporada}
                data={MSG_ESGRIMA.mesRotulo.map((m, i) => ({ value: String(i + 1), label: m }))}
                w={{ base: '100%', xs: 220 }}
              />
              <Text size="sm" c="gray.7" data-testid="temporada">
                {data && MSG_ESGRIMA.temporadaAtual(data.ano_temporada)}
              </Text>
            </Group>
            {linhas.map((linha, i) => (
              <fieldset
                // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the table being edited
                key={i}
                className={classes.linha}
                aria-label={`${MSG_ESGRIMA.categoria} ${i + 1}`}
              >
                <TextInput
                  {...campoDe(form, `categorias.${i}.nome`)}
                  label={MSG_ESGRIMA.nomeCategoria}
                  maxLength={40}
                  required
                  className={classes.nome}
                />
                <TextInput
                  {...campoDe(form, `categorias.${i}.idade_min`)}
                  label={MSG_ESGRIMA.idadeMin}
                  inputMode="numeric"
                  required
                />
                <TextInput
                  {...campoDe(form, `categorias.${i}.idade_max`)}
                  label={MSG_ESGRIMA.idadeMax}
                  inputMode="numeric"
                  required
                />
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  size="lg"
                  className={classes.remover}
                  aria-label={MSG_ESGRIMA.removerCategoria(linha.nome)}
                  onClick={() => form.removeListItem('categorias', i)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </fieldset>
            ))}
            {typeof form.errors.categorias === 'string' && (
              <Text size="sm" c="red.8" role="alert">
                {form.errors.categorias}
              </Text>
            )}
            <Group justify="space-between" wrap="wrap">
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => {
                  // A new row starts right after the last one's range.
                  const inicio =
                    ultima && /^\d+$/.test(ultima.idade_max) ? String(Number(ultima.idade_max) + 1) : '';
                  form.insertListItem('categorias', { nome: '', idade_min: inicio, idade_max: '' });
                }}
              >
                {MSG_ESGRIMA.adicionarCategoria}
              </Button>
              <Button type="submit" loading={salvar.isPending}>
                {MSG_ESGRIMA.salvarCategorias}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
