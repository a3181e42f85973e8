// /adm/importar: bringing an existing club in from a CSV. The template to download
// and its columns; the file's preview (every row's problems, nothing written); then
// one import of every row, or of none.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Collapse,
  FileInput,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '#client/api.ts';
import { useImportar, usePrevia } from '#client/features/adm/queries.ts';
import { paths } from '#client/paths.ts';
import { alerta, confirmar } from '#client/ui/alerts.tsx';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { Rolagem } from '#client/ui/rolagem.tsx';
import type { TipoAluno } from '#shared/constants.ts';
import { MSG_IMP } from '#shared/messages/importacao.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { COLUNAS_IMPORTACAO, type Previa, type ProblemaImportacao } from '#shared/schemas/importacao.ts';

/** The file's text: UTF-8, or else Windows-1252 (Excel's "CSV" in pt-BR Windows). */
async function lerArquivo(f: File): Promise<string> {
  const bytes = await f.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function Colunas() {
  const [aberto, setAberto] = useState(false);
  return (
    <div>
      <Button
        variant="subtle"
        px={0}
        onClick={() => setAberto((v) => !v)}
        aria-expanded={aberto}
        aria-controls="colunas-modelo"
        rightSection={
          <IconChevronDown size={16} style={{ transform: aberto ? 'rotate(180deg)' : undefined }} />
        }
      >
        {MSG_IMP.colunas}
      </Button>
      <Collapse expanded={aberto} id="colunas-modelo">
        <Rolagem rotulo={MSG_IMP.colunas} minWidth={520}>
          <Table striped verticalSpacing={4} aria-label={MSG_IMP.colunas}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{MSG_IMP.coluna}</Table.Th>
                <Table.Th>{MSG_IMP.obrigatoria}</Table.Th>
                <Table.Th>{MSG_IMP.formato}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {COLUNAS_IMPORTACAO.map((c) => (
                <Table.Tr key={c.chave}>
                  <Table.Td>{c.titulo}</Table.Td>
                  <Table.Td>
                    {c.obrigatoria
                      ? MSG_IMP.sim
                      : c.chave.startsWith('resp1')
                        ? MSG_IMP.quandoMenor
                        : MSG_IMP.nao}
                  </Table.Td>
                  <Table.Td>{c.formato}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Rolagem>
      </Collapse>
    </div>
  );
}

function Problemas({ problemas, total }: { problemas: ProblemaImportacao[]; total: number }) {
  return (
    <Stack gap="xs">
      {problemas.length < total && (
        <Text size="sm" c="gray.7">
          {MSG_IMP.mostrandoProblemas(problemas.length, total)}
        </Text>
      )}
      <Rolagem rotulo={MSG_IMP.problemas} minWidth={480}>
        <Table striped verticalSpacing={4} aria-label={MSG_IMP.problemas}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{MSG_IMP.linha}</Table.Th>
              <Table.Th>{MSG_IMP.coluna}</Table.Th>
              <Table.Th>{MSG_IMP.problemas}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {problemas.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id; the list never reorders
              <Table.Tr key={i}>
                <Table.Td>{p.linha ?? MSG_IMP.arquivoTodo}</Table.Td>
                <Table.Td>{p.coluna ?? '—'}</Table.Td>
                <Table.Td>{p.mensagem}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Rolagem>
    </Stack>
  );
}

function Amostra({ previa }: { previa: Previa }) {
  return (
    <Stack gap="xs">
      {previa.amostra.length < previa.linhas && (
        <Text size="sm" c="gray.7">
          {MSG_IMP.mostrandoAmostra(previa.amostra.length, previa.linhas)}
        </Text>
      )}
      <Rolagem rotulo={MSG_IMP.previa} minWidth={560}>
        <Table striped verticalSpacing={4} aria-label={MSG_IMP.previa}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{MSG_IMP.linha}</Table.Th>
              <Table.Th>{MSG_IMP.aluno}</Table.Th>
              <Table.Th>{MSG_IMP.tipo}</Table.Th>
              <Table.Th>{MSG_IMP.turmas}</Table.Th>
              <Table.Th ta="right">{MSG_IMP.responsaveis}</Table.Th>
              <Table.Th>{MSG_IMP.situacao}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {previa.amostra.map((a) => (
              <Table.Tr key={a.linha}>
                <Table.Td>{a.linha}</Table.Td>
                <Table.Td>{a.nome}</Table.Td>
                <Table.Td>{a.tipo_aluno ? MSG_REL.tiposAluno[a.tipo_aluno as TipoAluno] : '—'}</Table.Td>
                <Table.Td>{a.turmas.join(', ') || '—'}</Table.Td>
                <Table.Td ta="right">{a.responsaveis}</Table.Td>
                <Table.Td>
                  <Badge color={a.ok ? 'teal.9' : 'red.9'} variant="filled">
                    {a.ok ? MSG_IMP.ok : MSG_IMP.comProblema}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Rolagem>
    </Stack>
  );
}

export default function ImportarAlunosPage() {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [texto, setTexto] = useState<string | null>(null);
  const [erroLeitura, setErroLeitura] = useState(false);
  const [importados, setImportados] = useState<number | null>(null);
  const previa = usePrevia();
  const importar = useImportar();
  const p = previa.data;
  // A refused import (something changed since the preview) lists its problems too.
  const recusa =
    importar.error instanceof ApiError && importar.error.body.problemas
      ? importar.error.body.problemas
      : null;

  async function conferir() {
    if (!arquivo) return;
    setImportados(null);
    importar.reset();
    try {
      const t = await lerArquivo(arquivo);
      setTexto(t);
      setErroLeitura(false);
      previa.mutate({ arquivo: t });
    } catch {
      setErroLeitura(true);
    }
  }

  async function onImportar() {
    if (!p || !texto) return;
    const ok = await confirmar({
      title: MSG_IMP.confirmar,
      text: MSG_IMP.confirmarTexto(p.linhas),
      confirmLabel: MSG_IMP.importar(p.linhas),
    });
    if (!ok) return;
    try {
      const r = await importar.mutateAsync({ arquivo: texto });
      setImportados(r.importados);
      previa.reset();
      setArquivo(null);
      await alerta({ title: r.message, icon: 'success' });
    } catch {
      // Shown below, with the problems when the server listed them.
    }
  }

  return (
    <Stack maw={1000} gap="md">
      <Title order={2}>{MSG_IMP.titulo}</Title>
      <Text>{MSG_IMP.descricao}</Text>
      <Group>
        <Button
          component="a"
          href="/api/importacao/alunos/modelo.csv"
          download
          variant="light"
          leftSection={<IconDownload size={18} />}
        >
          {MSG_IMP.baixarModelo}
        </Button>
      </Group>
      <Colunas />

      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <FileInput
            label={MSG_IMP.arquivo}
            placeholder={MSG_IMP.escolherArquivo}
            accept=".csv,text/csv"
            value={arquivo}
            onChange={(f) => {
              setArquivo(f);
              previa.reset();
              importar.reset();
            }}
            leftSection={<IconFileSpreadsheet size={18} />}
            clearable
            clearButtonProps={{ 'aria-label': MSG_IMP.limparArquivo }}
          />
          <Group>
            <Button
              color="indigo.8"
              onClick={conferir}
              disabled={!arquivo}
              loading={previa.isPending}
              leftSection={<IconUpload size={18} />}
            >
              {MSG_IMP.conferir}
            </Button>
          </Group>
        </Stack>
      </Card>

      {erroLeitura && <BlocoErro>{MSG_IMP.erroLer}</BlocoErro>}
      {previa.isError && <BlocoErro error={previa.error} />}
      {importados !== null && (
        <Alert
          color="teal"
          title={
            <Text inherit c="dark.9">
              {MSG_IMP.importados(importados)}
            </Text>
          }
        >
          <Anchor component={Link} to={paths.admAlunos} c="teal.9">
            {MSG_IMP.verAlunos}
          </Anchor>
        </Alert>
      )}
      {importar.isError && (
        <Stack gap="xs">
          <BlocoErro error={importar.error} />
          {recusa && <Problemas problemas={recusa} total={recusa.length} />}
        </Stack>
      )}

      {p && (
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="previa-titulo">
          <Stack gap="md">
            <Title order={3} size="h4" id="previa-titulo">
              {MSG_IMP.previa}
            </Title>
            <SimpleGrid cols={{ base: 3 }} spacing="sm">
              {(
                [
                  [MSG_IMP.linhas, p.linhas, 'previa-linhas'],
                  [MSG_IMP.semProblemas, p.linhas - p.comProblemas, 'previa-ok'],
                  [MSG_IMP.comProblemas, p.comProblemas, 'previa-problemas'],
                ] as const
              ).map(([rotulo, valor, id]) => (
                <Card key={id} withBorder radius="md" padding="xs">
                  <Text size="xs" c="gray.7">
                    {rotulo}
                  </Text>
                  <Text fw={700} size="lg" data-testid={id}>
                    {valor.toLocaleString('pt-BR')}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
            {p.totalProblemas > 0 ? (
              <>
                <Alert
                  color="red"
                  title={
                    <Text inherit c="red.9">
                      {MSG_IMP.problemas}
                    </Text>
                  }
                >
                  {MSG_IMP.corrija}
                </Alert>
                <Problemas problemas={p.problemas} total={p.totalProblemas} />
              </>
            ) : (
              <Alert
                color="teal"
                title={
                  <Text inherit c="dark.9">
                    {MSG_IMP.nenhumProblema}
                  </Text>
                }
              >
                <Button mt="xs" color="indigo.8" onClick={onImportar} loading={importar.isPending}>
                  {MSG_IMP.importar(p.linhas)}
                </Button>
              </Alert>
            )}
            <Amostra previa={p} />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
