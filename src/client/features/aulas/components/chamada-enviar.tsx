// Sending the attendance sheet: the sticky send button (it owns the request's
// state) and the send itself with the spec's popups. A dropped connection is
// retried by useEnviarChamada; the draft stays on the device until the server
// has the sheet.
import { Button, Card } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { memo, useRef, useState } from 'react';
import { useEnviarChamada } from '#client/features/aulas/queries.ts';
import { alerta, alertaErro } from '#client/ui/alerts.tsx';
import { MSG } from '#shared/messages.ts';
import type { ChamadaEnviarInput, ChamadaLinha } from '#shared/schemas/chamada.ts';
import type { Rascunho } from './chamada-rascunho';

export type Enviar = (input: ChamadaEnviarInput) => Promise<unknown>;

/** A send that answers within this shows no spinner (no flash on a quick answer). */
const SPINNER_APOS_MS = 300;

/** The send button: a send re-renders only this bar; `onEnviar` gets the function that posts the sheet. */
export const BarraEnviar = memo(function BarraEnviar({
  idTurma,
  data,
  onEnviar,
}: {
  idTurma: number;
  data: string;
  onEnviar: (enviar: Enviar) => Promise<void>;
}) {
  const { mutateAsync } = useEnviarChamada(idTurma, data);
  const [lento, setLento] = useState(false);
  const ocupado = useRef(false);

  async function clicar() {
    if (ocupado.current) return;
    ocupado.current = true;
    const timer = setTimeout(() => setLento(true), SPINNER_APOS_MS);
    const enviar: Enviar = (input) =>
      mutateAsync(input).finally(() => {
        clearTimeout(timer);
        setLento(false);
      });
    try {
      await onEnviar(enviar);
    } finally {
      clearTimeout(timer);
      ocupado.current = false;
    }
  }

  return (
    <Card
      withBorder
      shadow="md"
      padding="sm"
      radius={0}
      style={{ position: 'sticky', bottom: 0, zIndex: 5 }}
      mx="calc(var(--mantine-spacing-md) * -1)"
    >
      <Button size="lg" fullWidth leftSection={<IconSend size={20} />} onClick={clicar} loading={lento}>
        {MSG.enviarChamada}
      </Button>
    </Card>
  );
});

/**
 * Posts the sheet as final (an unmarked student counts as present) and tells
 * the person how it went. The draft is written first and dropped only once the
 * send succeeded, so a failed send keeps every mark on the device.
 */
export async function enviarFolha(
  enviar: Enviar,
  {
    idChamada,
    alunos,
    folha,
    rascunho,
  }: {
    idChamada: number;
    alunos: ChamadaLinha[];
    folha: Rascunho;
    rascunho: { gravar: () => void; descartar: () => void };
  },
) {
  if (alunos.length === 0) {
    await alerta({ title: MSG.adicioneAluno, icon: 'warning' });
    return;
  }
  rascunho.gravar();
  try {
    await enviar({
      id_chamada: idChamada,
      status_c: 1,
      alunos: alunos.map((a) => ({ id_aluno: a.id_aluno!, presenca: folha.marcas[a.id_aluno!] ?? 1 })),
      observacao: folha.observacao,
    });
  } catch {
    // The spec's fixed text, whatever the answer.
    await alertaErro(null, MSG.erroEnviarChamada);
    return;
  }
  rascunho.descartar();
  await alerta({ title: MSG.chamadaRegistrada, icon: 'success' });
}
