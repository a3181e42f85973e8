// The one frame of every e-mail the club sends (react-email: docs/decisions/038-messages-and-e-mail.md):
// the club's name on top, a greeting, paragraphs, at most one button (its address written
// out below it too, for clients that show no buttons), a closing note and the footer. The
// HTML is a single column that reads on a phone; the plain text is made from the same tree.
// Each component from its own package: the components' barrel also brings a code block
// (Prism and its languages, whose non-Latin-1 characters made V8 hold the whole server
// bundle as two-byte text), Tailwind and Markdown, none of which an e-mail of ours uses.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { MSG_MENSAGENS } from '#shared/messages/mensagens.ts';

/** What one e-mail says; every text is pt-BR, from the messages modules. */
export interface ConteudoEmail {
  /** The club's name (clube.nome). */
  clube: string;
  assunto: string;
  saudacao: string;
  paragrafos: readonly string[];
  botao?: { rotulo: string; url: string };
  /** A last line under the button (e.g. "if you did not ask, ignore this"). */
  nota?: string;
}

const cor = '#364fc7';

function Modelo({ c }: { c: ConteudoEmail }) {
  return (
    <Html lang="pt-BR">
      <Head />
      <Preview>{c.paragrafos[0] ?? c.assunto}</Preview>
      <Body style={{ backgroundColor: '#f1f3f5', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0 }}>
        <Container style={{ maxWidth: 560, margin: '0 auto', padding: '16px' }}>
          <Heading as="h1" style={{ color: cor, fontSize: 20, margin: '8px 0 16px' }}>
            {c.clube}
          </Heading>
          <Section style={{ backgroundColor: '#ffffff', borderRadius: 8, padding: '16px 20px' }}>
            <Text style={{ fontSize: 16, lineHeight: '24px', margin: '0 0 12px' }}>{c.saudacao}</Text>
            {c.paragrafos.map((p) => (
              <Text key={p} style={{ fontSize: 16, lineHeight: '24px', margin: '0 0 12px' }}>
                {p}
              </Text>
            ))}
            {c.botao && (
              <>
                <Button
                  href={c.botao.url}
                  style={{
                    backgroundColor: cor,
                    color: '#ffffff',
                    borderRadius: 6,
                    padding: '12px 20px',
                    fontSize: 16,
                    fontWeight: 700,
                    textDecoration: 'none',
                  }}
                >
                  {c.botao.rotulo}
                </Button>
                <Text style={{ fontSize: 13, lineHeight: '20px', color: '#495057', wordBreak: 'break-all' }}>
                  {MSG_MENSAGENS.linkTexto(c.botao.url)}
                </Text>
              </>
            )}
            {c.nota && <Text style={{ fontSize: 14, lineHeight: '20px', color: '#495057' }}>{c.nota}</Text>}
          </Section>
          <Hr style={{ borderColor: '#dee2e6', margin: '16px 0 8px' }} />
          <Text style={{ fontSize: 12, color: '#868e96', margin: 0 }}>
            {MSG_MENSAGENS.emailRodape(c.clube)}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The e-mail's HTML and plain text. The renderer is loaded on the first message, not at start. */
export async function renderizar(c: ConteudoEmail): Promise<{ html: string; texto: string }> {
  const { render } = await import('@react-email/render');
  const elemento = <Modelo c={c} />;
  const [html, texto] = await Promise.all([render(elemento), render(elemento, { plainText: true })]);
  return { html, texto };
}
