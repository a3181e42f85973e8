// The one field that picks a record the server searches: a page of matches is all it ever
// holds (the options are the server's, never filtered again here), and "no match" is said
// under the field, aloud, not as an empty list. Its callers keep what they search and how.
import { Select, type SelectProps, Text } from '@mantine/core';

interface Props extends Omit<SelectProps, 'searchable' | 'filter'> {
  /** Said under the field when a search found nothing. */
  semResultado?: string;
}

export function SelectBuscado({ semResultado, ...rest }: Props) {
  return (
    <div>
      <Select {...rest} searchable clearable filter={({ options }) => options} />
      <div aria-live="polite">
        {semResultado && (
          <Text size="sm" c="gray.7" mt={4}>
            {semResultado}
          </Text>
        )}
      </div>
    </div>
  );
}
