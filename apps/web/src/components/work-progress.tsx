import { Group, Loader, Progress, Stack, Text } from '@mantine/core';

/**
 * The assistant is working (loading, writing a resume, searching vacancies): a spinner, the label and an animated
 * bar, announced politely to screen readers. The page stays usable meanwhile (issue 4: nothing blocks the UI).
 */
export function WorkProgress({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{label}</Text>
      </Group>
      <Progress value={100} animated striped aria-label={label} />
    </Stack>
  );
}
