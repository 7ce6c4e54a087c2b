import { ActionIcon, Stack, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeFactSource } from '@otklik/contracts';

/** The sources of one resume field: exactly `field`, or every field under it ('experience[0]' → its company, dates…). */
export function sourcesOf(sources: readonly ResumeFactSource[] | undefined, field: string): ResumeFactSource[] {
  return (sources ?? []).filter((s) => s.field === field || s.field.startsWith(`${field}.`));
}

/** One source in the seeker's words: «Из ответа на вопрос N: «…»», «Из резюме на hh.ru» or «Вы указали это сами». */
function SourceLine({ source }: { source: ResumeFactSource }) {
  const { t } = useTranslation();
  const text =
    source.kind === 'answer'
      ? t('assistant.resume.sourceAnswer', { number: source.question_number ?? '?', quote: source.quote ?? '' })
      : source.kind === 'seeker'
        ? t('assistant.resume.sourceSeeker')
        : t('assistant.resume.sourceHh');
  return (
    <Text size="xs" c="inherit">
      {text}
    </Text>
  );
}

function SourceList({ sources }: { sources: readonly ResumeFactSource[] }) {
  const seen = new Set<string>();
  const unique = sources.filter((s) => {
    const key = s.kind === 'answer' ? `a|${s.question_id ?? ''}|${s.quote ?? ''}` : s.kind;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return (
    <Stack gap={2}>
      {unique.map((s, i) => (
        <SourceLine key={i} source={s} />
      ))}
    </Stack>
  );
}

/**
 * Wraps a fact of the written resume so its sources show on hover, focus or touch (a Mantine Tooltip); without
 * sources the fact shows as it is. `children` must accept a ref (Mantine components and DOM elements do).
 */
export function WithSources({ sources, children }: { sources: readonly ResumeFactSource[]; children: ReactElement }) {
  if (sources.length === 0) return children;
  return (
    <Tooltip label={<SourceList sources={sources} />} multiline w={320} withArrow events={{ hover: true, focus: true, touch: true }}>
      {children}
    </Tooltip>
  );
}

/** A small info button beside a fact; hovering or focusing it shows where the fact came from. */
export function SourceButton({ sources, fact }: { sources: readonly ResumeFactSource[]; fact: string }) {
  const { t } = useTranslation();
  if (sources.length === 0) return null;
  return (
    <WithSources sources={sources}>
      <ActionIcon variant="subtle" size="sm" color="gray" aria-label={t('assistant.resume.sourcesLabel', { fact })}>
        <IconInfoCircle size={14} aria-hidden />
      </ActionIcon>
    </WithSources>
  );
}

/**
 * Where a fact came from, shown under it on review: «из ответа на вопрос N: «…»» with the answer's words, «из резюме на
 * hh.ru», or «указано вами». Nothing without sources.
 */
export function SourceNote({ sources }: { sources: readonly ResumeFactSource[] }) {
  const { t } = useTranslation();
  const seen = new Set<string>();
  const notes = sources.flatMap((s) => {
    const text =
      s.kind === 'answer'
        ? t('assistant.review.sourceAnswer', { number: s.question_number ?? '?', quote: s.quote ?? s.fact })
        : s.kind === 'seeker'
          ? t('assistant.review.sourceSeeker')
          : t('assistant.review.sourceHh');
    if (seen.has(text)) return [];
    seen.add(text);
    return [text];
  });
  if (notes.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="fact-source">
      {notes.join(' · ')}
    </Text>
  );
}
