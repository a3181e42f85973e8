// Placeholder: filled by the administration work.
import { Title } from '@mantine/core';

export default function Page() {
  return <Title order={2}>professores</Title>;
}
