// The wizard's closing steps: the plan and due day (paying wizard) and the
// contract to accept (the school wizard also shows its commitment text).
import { Anchor, Checkbox, Group, Loader, Paper, Radio, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { WizardForm } from '#client/features/matricula/form.ts';
import { useDocumentosVigentes } from '#client/features/matricula/queries.ts';
import { paths } from '#client/paths.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import {
  CONTRATOS,
  DIAS_PAGAMENTO,
  ROTULO_PLANO,
  TIPOS_PLANO,
  type TipoAluno,
  type TipoPlano,
} from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_PRIVACIDADE } from '#shared/messages/privacidade.ts';
import { FINALIDADES, type Finalidade } from '#shared/schemas/privacidade.ts';

export function PassoPagamento({
  form,
  set,
  erros,
}: {
  form: WizardForm;
  set: <K extends keyof WizardForm>(campo: K, valor: WizardForm[K]) => void;
  /** The form's errors, by path: the plan's and the due day's. */
  erros: Record<string, ReactNode>;
}) {
  return (
    <Stack gap="lg">
      <Radio.Group
        label={MSG.plano}
        required
        error={erros.tipo_plano}
        value={form.tipo_plano}
        onChange={(v) => set('tipo_plano', v as TipoPlano)}
      >
        <Stack mt="sm" gap="sm">
          {TIPOS_PLANO.map((p) => (
            <Radio key={p} value={p} label={ROTULO_PLANO[p]} />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group
        label={MSG.diaPagamento}
        required
        error={erros.dia_pagamento}
        value={form.dia_pagamento ? String(form.dia_pagamento) : ''}
        onChange={(v) => set('dia_pagamento', Number(v) as WizardForm['dia_pagamento'])}
      >
        <Group mt="sm" gap="lg">
          {DIAS_PAGAMENTO.map((d) => (
            <Radio key={d} value={String(d)} label={`${MSG.dia} ${d}`} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}

/** The optional purposes: separate yes/no questions with their texts in force, before the contract's tick. */
function Finalidades({
  form,
  onFinalidade,
}: {
  form: WizardForm;
  onFinalidade: (f: Finalidade, consente: boolean) => void;
}) {
  const documentos = useDocumentosVigentes();
  if (documentos.isPending) return <Loader size="sm" role="progressbar" aria-label={MSG.carregando} />;
  if (documentos.isError) return <BlocoErro error={documentos.error} />;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={3} size="h5">
          {MSG_PRIVACIDADE.finalidadesTitulo}
        </Title>
        <Text size="sm">{MSG_PRIVACIDADE.finalidadesTexto}</Text>
      </Stack>
      {FINALIDADES.map((f) => {
        const d = documentos.data.find((v) => v.documento === f);
        const v = form.finalidades[f];
        return (
          <Radio.Group
            key={f}
            label={d?.titulo ?? MSG_PRIVACIDADE.documentos[f]}
            description={d?.texto?.replace(/^.*\n+/, '')}
            value={v === null ? '' : v ? 'sim' : 'nao'}
            onChange={(x) => onFinalidade(f, x === 'sim')}
          >
            <Group mt="xs" gap="lg">
              <Radio value="sim" label={MSG_PRIVACIDADE.sim} />
              <Radio value="nao" label={MSG_PRIVACIDADE.nao} />
            </Group>
          </Radio.Group>
        );
      })}
    </Stack>
  );
}

export function PassoContrato({
  tipo,
  form,
  onAceite,
  error,
  onFinalidade,
}: {
  tipo: TipoAluno;
  form: WizardForm;
  onAceite: (aceito: boolean) => void;
  error?: ReactNode;
  onFinalidade: (f: Finalidade, consente: boolean) => void;
}) {
  const contratoUrl = form.tipo_unidade === 'dec' ? CONTRATOS.clube : CONTRATOS.escola;
  return (
    <Stack gap="md">
      <Text>{MSG.leiaContrato}</Text>
      {tipo === 'escola' && (
        <Paper withBorder p="sm" bg="gray.0">
          <Text fw={600} mb="xs">
            {MSG.compromissoEscolaTitulo}
          </Text>
          {/* Reachable by Tab, so the text scrolls with the keyboard too. */}
          <ScrollArea.Autosize
            mah={200}
            offsetScrollbars
            viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': MSG.compromissoEscolaTitulo }}
          >
            <Text size="sm">{MSG.compromissoEscola}</Text>
          </ScrollArea.Autosize>
        </Paper>
      )}
      <Anchor href={contratoUrl} target="_blank" rel="noopener" fw={600}>
        <Group gap={6} wrap="nowrap">
          <IconFileText size={20} />
          {MSG.lerContrato}
        </Group>
      </Anchor>
      <Text size="sm">
        <Anchor component={Link} to={paths.privacidade} target="_blank" rel="noopener">
          {MSG_PRIVACIDADE.avisoPrivacidadeLink}
        </Anchor>
      </Text>
      <Finalidades form={form} onFinalidade={onFinalidade} />
      <Checkbox
        label={MSG.estouCiente}
        checked={form.contrato_aceito}
        error={error}
        onChange={(e) => onAceite(e.currentTarget.checked)}
      />
    </Stack>
  );
}
