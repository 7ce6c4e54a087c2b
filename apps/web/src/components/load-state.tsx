import type { ReactNode } from 'react';
import { Alert, Button, Center, Group, Loader, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Props of {@link LoadState}: something is loading, or it failed. */
export type LoadStateProps =
  | {
      state: 'loading';
      /** Said beside the spinner; without it the spinner is named 'Загрузка…' for screen readers only. */
      label?: string;
      /** Adds an animated bar, for work that takes seconds (the assistant writing or searching). */
      progress?: boolean;
      /** 'page' centres a large spinner in the viewport (route loads). */
      size?: 'block' | 'page';
    }
  | {
      state: 'error';
      title: string;
      /** 'warning' for an expected absence ("not found"), 'error' for a failure. */
      color?: 'error' | 'warning';
      onRetry?: () => void;
      retrying?: boolean;
      retryLabel?: string;
      children?: ReactNode;
    };

/**
 * The one loading and error block of the app: a spinner announced as a status, or an alert with an optional retry.
 * Nothing blocks the page meanwhile.
 */
export function LoadState(props: LoadStateProps) {
  const { t } = useTranslation();
  if (props.state === 'error') {
    const color = props.color ?? 'error';
    return (
      <Alert color={color} variant="light" role={color === 'error' ? 'alert' : undefined} title={props.title}>
        {props.children}
        {props.onRetry !== undefined && (
          <Button mt="sm" variant="light" color={color} onClick={props.onRetry} loading={props.retrying}>
            {props.retryLabel ?? t('app.retry')}
          </Button>
        )}
      </Alert>
    );
  }
  const { label, progress = false, size = 'block' } = props;
  if (size === 'page') {
    return (
      <Center mih="60vh" role="status">
        <Loader />
        <VisuallyHidden>{label ?? t('app.loading')}</VisuallyHidden>
      </Center>
    );
  }
  const spinner =
    label === undefined ? (
      <Loader size="sm" aria-label={t('app.loading')} />
    ) : (
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{label}</Text>
      </Group>
    );
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      {spinner}
      {progress && <Progress value={100} animated striped aria-label={label ?? t('app.loading')} />}
    </Stack>
  );
}

/** A centred spinner for the first route load (React Router's HydrateFallback) and lazy pages. */
export function PageLoader() {
  return <LoadState state="loading" size="page" />;
}
