// A student's contacts: each guardian (and the student) with a tap-to-call link and,
// for a mobile, a WhatsApp link.
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { formatarTelefone, linkTelefone, linkWhatsApp } from '#shared/rules/frequencia.ts';
import type { Contato } from '#shared/schemas/relatorios.ts';

export function Telefone({ nome, telefone }: { nome: string; telefone: string }) {
  const whatsapp = linkWhatsApp(telefone);
  return (
    <Group gap="xs" wrap="wrap">
      <Anchor
        c="indigo.8"
        href={linkTelefone(telefone)}
        aria-label={`${MSG_REL.ligarPara(nome)}: ${formatarTelefone(telefone)}`}
      >
        <Group gap={4} wrap="nowrap" component="span">
          <IconPhone size={16} aria-hidden />
          {formatarTelefone(telefone)}
        </Group>
      </Anchor>
      {whatsapp && (
        <Anchor
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          c="teal.9"
          aria-label={MSG_REL.whatsappDe(nome)}
        >
          <Group gap={4} wrap="nowrap" component="span">
            <IconBrandWhatsapp size={16} aria-hidden />
            WhatsApp
          </Group>
        </Anchor>
      )}
    </Group>
  );
}

export function ListaContatos({ contatos }: { contatos: Contato[] }) {
  const comAlgo = contatos.filter((c) => c.telefone || c.email);
  if (comAlgo.length === 0) return <Text c="gray.7">{MSG_REL.semContatos}</Text>;
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {comAlgo.map((c) => (
        <li key={`${c.papel}-${c.nome}`}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{c.nome}</Text>
            <Badge variant="outline" color="gray.8" size="sm">
              {MSG_REL.papel[c.papel]}
            </Badge>
          </Group>
          {c.telefone && <Telefone nome={c.nome} telefone={c.telefone} />}
          {c.email && (
            <Anchor c="indigo.8" href={`mailto:${c.email}`} size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                <IconMail size={16} aria-hidden />
                {c.email}
              </Group>
            </Anchor>
          )}
        </li>
      ))}
    </Stack>
  );
}
