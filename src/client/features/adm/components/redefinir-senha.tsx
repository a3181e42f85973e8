// An administrator resets a teacher's password: asked first, then the temporary one
// the server made, shown this once with a copy button. The teacher changes it at the
// next login; their open sessions have ended.
import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useRedefinirSenha } from '#client/features/adm/queries.ts';
import { alertaErro, confirmar } from '#client/ui/alerts.tsx';
import { MSG_CONTA } from '#shared/messages/conta.ts';

export function RedefinirSenha({ id, nome }: { id: number; nome: string }) {
  const redefinir = useRedefinirSenha();
  const [senha, setSenha] = useState<string | null>(null);

  async function onClick() {
    const ok = await confirmar({
      title: MSG_CONTA.redefinirSenhaPergunta(nome),
      text: MSG_CONTA.redefinirSenhaTexto,
      confirmLabel: MSG_CONTA.redefinirSenha,
    });
    if (!ok) return;
    try {
      setSenha((await redefinir.mutateAsync(id)).senha_temporaria);
    } catch (err) {
      await alertaErro(err);
    }
  }

  return (
    <>
      <Button
        variant="default"
        loading={redefinir.isPending}
        onClick={() => void onClick()}
        style={{ alignSelf: 'flex-start' }}
      >
        {MSG_CONTA.redefinirSenha}
      </Button>
      <Modal
        opened={senha !== null}
        onClose={() => setSenha(null)}
        title={<Text fw={700}>{MSG_CONTA.senhaTemporariaGerada}</Text>}
        centered
      >
        <Stack>
          <Text>{MSG_CONTA.senhaTemporariaTexto}</Text>
          <Code
            block
            fz="lg"
            ta="center"
            aria-label={MSG_CONTA.senhaTemporariaGerada}
            data-testid="senha-temporaria"
          >
            {senha}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={senha ?? ''}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? MSG_CONTA.copiado : MSG_CONTA.copiar}
                </Button>
              )}
            </CopyButton>
            <Button onClick={() => setSenha(null)} data-autofocus>
              {MSG_CONTA.concluir}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
