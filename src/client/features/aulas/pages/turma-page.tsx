// Placeholder: filled by the teaching work.
import { Title } from '@mantine/core';

export default function Page() {
  return <Title order={2}>Turma</Title>;
}
