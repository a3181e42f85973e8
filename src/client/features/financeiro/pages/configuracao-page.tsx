// /financeiro/configuracao: the club's Pix key (its type, the key checked by its
// type), the beneficiary's name (≤ 25) and city (≤ 15) as the BR Code carries them,
// the late fee (at most 2 %), the monthly interest (charged pro rata die) and how many
// days before the due date a charge is issued.
import { Button, Card, Grid, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Carregando, PaginaFinanceiro } from '#client/features/financeiro/components/cabecalho.tsx';
import { LembretesConfiguracao } from '#client/features/financeiro/components/lembretes.tsx';
import { useConfiguracao, useSalvarConfiguracao } from '#client/features/financeiro/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { MSG_FINANCEIRO as M } from '#shared/messages/financeiro.ts';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import {
  ANTECEDENCIA_PADRAO,
  type Configuracao,
  type ConfiguracaoInput,
  chavePixValida,
  configuracaoInput,
  normalizarChavePix,
  PIX_TIPOS,
} from '#shared/schemas/financeiro.ts';

interface Form {
  pix_tipo: string;
  pix_chave: string;
  pix_nome: string;
  pix_cidade: string;
  multa_percentual: string;
  juros_percentual_mes: string;
  dias_antecedencia: string;
}

const EXEMPLO_CHAVE: Record<string, string> = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  email: 'financeiro@clube.com.br',
  telefone: '+5511987654321',
  aleatoria: '123e4567-e89b-12d3-a456-426614174000',
};

/** A percentage as typed (`2`, `2,5`, `0,33`) as the number the API takes; text that is not one stays text (refused). */
const percentual = (texto: string) => {
  const t = texto.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : texto;
};
const percentualTexto = (n: number) => String(n).replace('.', ',');

const doServidor = (c: Configuracao): Form => ({
  pix_tipo: c.pix_tipo ?? 'cnpj',
  pix_chave: c.pix_chave ?? '',
  pix_nome: c.pix_nome ?? '',
  pix_cidade: c.pix_cidade ?? '',
  multa_percentual: percentualTexto(c.multa_percentual),
  juros_percentual_mes: percentualTexto(c.juros_percentual_mes),
  dias_antecedencia: String(c.dias_antecedencia),
});

const corpo = (f: Form) => ({
  ...f,
  multa_percentual: percentual(f.multa_percentual),
  juros_percentual_mes: percentual(f.juros_percentual_mes),
});

/**
 * The key checked by its type whatever else is wrong (the schema checks it only once
 * every other field passes), so its error shows with the others.
 */
function chaveConferida(f: Form): Record<string, string> {
  const tipo = PIX_TIPOS.find((t) => t === f.pix_tipo);
  if (!tipo || !f.pix_chave.trim()) return {};
  return chavePixValida(tipo, normalizarChavePix(tipo, f.pix_chave)) ? {} : { pix_chave: M.pixChave[tipo] };
}

export default function ConfiguracaoPage() {
  const atual = useConfiguracao();
  const salvar = useSalvarConfiguracao();
  const form = useFormulario<Form, ConfiguracaoInput>({
    initialValues: {
      pix_tipo: 'cnpj',
      pix_chave: '',
      pix_nome: '',
      pix_cidade: '',
      multa_percentual: '2',
      juros_percentual_mes: '1',
      dias_antecedencia: String(ANTECEDENCIA_PADRAO),
    },
    validate: checarCom(configuracaoInput, corpo, chaveConferida),
    transformValues: (f) => configuracaoInput.parse(corpo(f)),
  });
  const { initialize } = form;
  const { data } = atual;
  useEffect(() => {
    if (data) initialize(doServidor(data));
  }, [data, initialize]);

  if (atual.isError) return <BlocoErro error={atual.error} fallback={MSG_FIN.erroCarregar} />;
  if (!data) return <Carregando />;

  return (
    <PaginaFinanceiro titulo={MSG_FIN.configuracao}>
      <Card withBorder radius="md" padding="md" maw={760}>
        <form
          noValidate
          aria-label={MSG_FIN.configuracao}
          onSubmit={enviarFormulario(form, { salvar: salvar.mutateAsync, aviso: MSG_FIN.salvo })}
        >
          <Stack gap="sm">
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <NativeSelect
                  {...form.getInputProps('pix_tipo')}
                  label={MSG_FIN.pixTipo}
                  required
                  data={PIX_TIPOS.map((t) => ({ value: t, label: MSG_FIN.tiposChave[t] }))}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput
                  {...form.getInputProps('pix_chave')}
                  label={MSG_FIN.pixChave}
                  required
                  maxLength={120}
                  placeholder={EXEMPLO_CHAVE[form.values.pix_tipo]}
                  autoComplete="off"
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput
                  {...form.getInputProps('pix_nome')}
                  label={MSG_FIN.pixNome}
                  description={MSG_FIN.pixNomeAjuda}
                  maxLength={25}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  {...form.getInputProps('pix_cidade')}
                  label={MSG_FIN.pixCidade}
                  description={MSG_FIN.pixCidadeAjuda}
                  required
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  {...form.getInputProps('multa_percentual')}
                  label={MSG_FIN.multa}
                  description={MSG_FIN.multaAjuda}
                  inputMode="decimal"
                  required
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  {...form.getInputProps('juros_percentual_mes')}
                  label={MSG_FIN.juros}
                  description={MSG_FIN.jurosAjuda}
                  inputMode="decimal"
                  required
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  {...form.getInputProps('dias_antecedencia')}
                  label={MSG_FIN.antecedencia}
                  inputMode="numeric"
                  required
                />
              </Grid.Col>
            </Grid>
            {!data.configurada && (
              <Text size="sm" c="gray.7">
                {MSG_FIN.naoConfigurado}
              </Text>
            )}
            <Button type="submit" loading={salvar.isPending} style={{ alignSelf: 'flex-start' }}>
              {MSG_FIN.salvarConfiguracao}
            </Button>
          </Stack>
        </form>
      </Card>
      <LembretesConfiguracao />
    </PaginaFinanceiro>
  );
}
