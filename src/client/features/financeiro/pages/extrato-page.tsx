// /financeiro/extrato: the bank statement's import. The administrator uploads the
// bank's OFX export (or a CSV); the server matches each credit to an open charge (the
// charge's txid in the memo, else the exact amount and a payer close to the financial
// guardian) and nothing is written until the reviewed matches are confirmed, all at
// once or none. A bank transaction already applied is shown and cannot be chosen.
import { Badge, Button, Checkbox, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileImport, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { PaginaFinanceiro } from '#client/features/financeiro/components/cabecalho.tsx';
import { useAnalisarExtrato, useConfirmarExtrato } from '#client/features/financeiro/queries.ts';
import { alerta, alertaErro } from '#client/ui/alerts.tsx';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { ListaResponsiva } from '#client/ui/lista-responsiva.tsx';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import { formatarReais } from '#shared/rules/dinheiro.ts';
import type { LancamentoExtrato } from '#shared/schemas/financeiro.ts';

const tipoDe = (nome: string) => (/\.ofx$/i.test(nome) ? 'ofx' : /\.csv$/i.test(nome) ? 'csv' : null);
const escolhivel = (l: LancamentoExtrato) => l.sugestao !== null && !l.ja_aplicado;

export default function ExtratoPage() {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erroArquivo, setErroArquivo] = useState<string | null>(null);
  const [lancamentos, setLancamentos] = useState<LancamentoExtrato[] | null>(null);
  const [marcados, setMarcados] = useState<Set<string>>(new Set());
  const analisar = useAnalisarExtrato();
  const confirmar = useConfirmarExtrato();

  async function enviarArquivo() {
    const tipo = arquivo && tipoDe(arquivo.name);
    if (!arquivo || !tipo) {
      setErroArquivo(MSG_FIN.arquivoInvalido);
      return;
    }
    try {
      const { lancamentos: l } = await analisar.mutateAsync({ tipo, conteudo: await arquivo.text() });
      setLancamentos(l);
      setMarcados(new Set(l.filter(escolhivel).map((x) => x.fitid)));
    } catch {
      setLancamentos(null);
    }
  }

  async function confirmarSelecionados() {
    if (!lancamentos) return;
    const itens = lancamentos
      .filter((l) => marcados.has(l.fitid) && l.sugestao)
      .map((l) => ({
        fitid: l.fitid,
        id_cobranca: l.sugestao!.id_cobranca,
        data: l.data,
        valor: l.valor,
        memo: l.memo,
        nome_pagador: l.nome_pagador,
      }));
    try {
      const r = await confirmar.mutateAsync({ itens });
      await alerta({ title: MSG_FIN.confirmados(r.aplicados), icon: 'success' });
      setLancamentos(null);
      setArquivo(null);
    } catch (err) {
      await alertaErro(err);
    }
  }

  const alternar = (fitid: string) =>
    setMarcados((m) => {
      const n = new Set(m);
      if (n.has(fitid)) n.delete(fitid);
      else n.add(fitid);
      return n;
    });

  return (
    <PaginaFinanceiro titulo={MSG_FIN.extrato}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label={MSG_FIN.arquivo}
          description={MSG_FIN.arquivoAjuda}
          accept=".ofx,.csv,application/x-ofx,text/csv"
          placeholder={MSG_FIN.escolherArquivo}
          leftSection={<IconUpload size={18} aria-hidden />}
          value={arquivo}
          onChange={(f) => {
            setArquivo(f);
            setErroArquivo(null);
            setLancamentos(null);
          }}
          error={erroArquivo}
          clearable
          clearButtonProps={{ 'aria-label': MSG_FIN.limparArquivo }}
          w={{ base: '100%', sm: 380 }}
        />
        <Button
          leftSection={<IconFileImport size={18} />}
          onClick={enviarArquivo}
          loading={analisar.isPending}
        >
          {MSG_FIN.analisar}
        </Button>
      </Group>
      {analisar.isError && <BlocoErro error={analisar.error} />}
      {lancamentos && (
        <Stack gap="sm">
          <Text fw={700}>{MSG_FIN.sugestoes}</Text>
          {!lancamentos.some(escolhivel) && <Text c="gray.7">{MSG_FIN.semSugestoes}</Text>}
          {lancamentos.length > 0 && (
            <ListaResponsiva
              rotulo={MSG_FIN.sugestoes}
              itens={lancamentos}
              chave={(l) => l.fitid}
              testId="lancamentos"
              colunas={[
                {
                  titulo: MSG_FIN.cobranca,
                  principal: true,
                  valor: (l) =>
                    l.ja_aplicado ? (
                      <Badge color="gray.7" variant="filled">
                        {MSG_FIN.jaAplicada}
                      </Badge>
                    ) : l.sugestao ? (
                      `${l.sugestao.nome_aluno} · ${MSG_FIN.competenciaTexto(l.sugestao.competencia)} · ${formatarReais(l.sugestao.valor)}`
                    ) : (
                      <Text size="sm" c="gray.7" span>
                        {MSG_FIN.semCorrespondencia}
                      </Text>
                    ),
                },
                { titulo: MSG_FIN.data, valor: (l) => isoParaBr(l.data) },
                { titulo: MSG_FIN.valor, direita: true, valor: (l) => formatarReais(l.valor) },
                {
                  titulo: MSG_FIN.pagador,
                  valor: (l) => (
                    <>
                      {l.nome_pagador && <Text size="sm">{l.nome_pagador}</Text>}
                      <Text size="xs" c="gray.7">
                        {l.memo}
                      </Text>
                    </>
                  ),
                },
                {
                  titulo: MSG_FIN.criterio,
                  valor: (l) => (l.sugestao && !l.ja_aplicado ? MSG_FIN.criterios[l.sugestao.criterio] : ''),
                },
                {
                  titulo: MSG_FIN.confirmar,
                  acao: true,
                  valor: (l) =>
                    escolhivel(l) && l.sugestao ? (
                      <Checkbox
                        checked={marcados.has(l.fitid)}
                        onChange={() => alternar(l.fitid)}
                        label={MSG_FIN.confirmar}
                        aria-label={MSG_FIN.selecionar(l.sugestao.nome_aluno)}
                      />
                    ) : null,
                },
              ]}
            />
          )}
          {lancamentos.some(escolhivel) && (
            <Button
              onClick={confirmarSelecionados}
              loading={confirmar.isPending}
              disabled={marcados.size === 0}
              style={{ alignSelf: 'flex-start' }}
            >
              {MSG_FIN.confirmarSelecionados(marcados.size)}
            </Button>
          )}
        </Stack>
      )}
    </PaginaFinanceiro>
  );
}
