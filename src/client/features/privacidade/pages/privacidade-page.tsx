// /privacidade: the privacy notice, public (linked from the login page and every wizard).
// The club's name and contacts, and its encarregado's, come from the club's settings.
import { Anchor, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useClube } from '#client/features/privacidade/queries.ts';
import { mascarar } from '#client/ui/masked-input.tsx';
import { PaginaPublica } from '#client/ui/pagina-publica.tsx';
import { AVISO_PRIVACIDADE as A } from '#shared/messages/privacidade.ts';
import { linkTelefone } from '#shared/rules/frequencia.ts';

/** A phone and an e-mail, each a link; without either, where to ask instead. */
function Contatos({ email, telefone }: { email: string | null; telefone: string | null }) {
  if (!email && !telefone) return <Text>{A.contatoNaoInformado}</Text>;
  return (
    <>
      {telefone && (
        <Text>
          {A.telefone}{' '}
          <Anchor href={linkTelefone(telefone)} c="indigo.8" underline="always">
            {mascarar('telefone', telefone)}
          </Anchor>
        </Text>
      )}
      {email && (
        <Text style={{ overflowWrap: 'anywhere' }}>
          {A.email}{' '}
          <Anchor href={`mailto:${email}`} c="indigo.8" underline="always">
            {email}
          </Anchor>
        </Text>
      )}
    </>
  );
}

export default function PrivacidadePage() {
  const { data: clube, isPending } = useClube();
  return (
    <PaginaPublica titulo={A.titulo}>
      <Stack gap="lg">
        <Text size="lg" fw={600}>
          {A.subtitulo}
        </Text>
        <section aria-labelledby="aviso-quem">
          <Title order={2} size="h3" id="aviso-quem" mb="xs">
            {A.quemSomos}
          </Title>
          {isPending || !clube ? (
            <Loader size="sm" role="progressbar" aria-label="Carregando" />
          ) : (
            <Stack gap={4}>
              <Text>{A.quemSomosTexto(clube.nome)}</Text>
              {clube.cnpj && <Text>{A.cnpj(mascarar('cnpj', clube.cnpj))}</Text>}
              <Text fw={600} mt="xs">
                {A.contato}
              </Text>
              <Contatos email={clube.email} telefone={clube.telefone} />
            </Stack>
          )}
        </section>
        <section aria-labelledby="aviso-encarregado">
          <Title order={2} size="h3" id="aviso-encarregado" mb="xs">
            {A.encarregado}
          </Title>
          <Text mb={4}>{A.encarregadoTexto}</Text>
          {clube &&
            (clube.encarregado_nome || clube.encarregado_email ? (
              <>
                {clube.encarregado_nome && <Text fw={600}>{clube.encarregado_nome}</Text>}
                <Contatos email={clube.encarregado_email} telefone={null} />
              </>
            ) : (
              <>
                <Text>{A.encarregadoNaoInformado}</Text>
                <Text fw={600}>{clube.nome}</Text>
                <Contatos email={clube.email} telefone={clube.telefone} />
              </>
            ))}
        </section>
        {A.secoes.map((s, i) => (
          <section key={s.titulo} aria-labelledby={`aviso-${i}`}>
            <Title order={2} size="h3" id={`aviso-${i}`} mb="xs">
              {s.titulo}
            </Title>
            <List spacing={4}>
              {s.itens.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </section>
        ))}
        <section aria-labelledby="aviso-pedir">
          <Title order={2} size="h3" id="aviso-pedir" mb="xs">
            {A.comoPedir}
          </Title>
          <Text>{A.comoPedirTexto}</Text>
        </section>
        <section aria-labelledby="aviso-seguranca">
          <Title order={2} size="h3" id="aviso-seguranca" mb="xs">
            {A.seguranca}
          </Title>
          <Text>{A.segurancaTexto}</Text>
        </section>
        <Text size="sm" c="gray.7">
          {A.atualizacao}
        </Text>
      </Stack>
    </PaginaPublica>
  );
}
