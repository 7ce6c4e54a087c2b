import { useState } from 'react';
import { Loader, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { PositionArea } from '@otklik/contracts';
import { AREA_SUGGEST_MIN_CHARS, useAreaSuggestions } from '../api/get-area-suggestions';
import { POSITION_LIMITS } from '@otklik/contracts';

/** Wait after the last keystroke before asking for suggestions, in ms. */
export const AREA_SEARCH_DEBOUNCE_MS = 300;
export interface AreaMultiSelectProps {
  value: PositionArea[];
  onChange: (areas: PositionArea[]) => void;
  error?: React.ReactNode;
}

/**
 * 'Города' (several cities, found by prefix): a multi-select whose options come from
 * GET /api/areas/suggest once the seeker has typed 2 characters, 300 ms after the last keystroke; with fewer the
 * dropdown stays closed. The picked cities keep their hh area id and name.
 */
export function AreaMultiSelect({ value, onChange, error }: AreaMultiSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, AREA_SEARCH_DEBOUNCE_MS);
  const tooShort = search.trim().length < AREA_SUGGEST_MIN_CHARS;
  const suggestions = useAreaSuggestions(debouncedSearch);
  // Below 2 typed characters there is nothing to offer, and the dropdown stays closed instead of covering the form.
  const suggested = tooShort || debouncedSearch.trim().length < AREA_SUGGEST_MIN_CHARS ? [] : (suggestions.data?.items ?? []);

  const known = new Map<string, PositionArea>();
  for (const area of [...value, ...suggested]) if (!known.has(area.id)) known.set(area.id, area);
  const data = [...known.values()].map((area) => ({ value: area.id, label: area.name }));

  return (
    <MultiSelect
      label={t('positions.form.areas')}
      description={t('positions.form.areasHint')}
      placeholder={value.length === 0 ? t('positions.form.areasPlaceholder') : undefined}
      withAsterisk
      searchable
      hidePickedOptions
      maxValues={POSITION_LIMITS.areasMax}
      data={data}
      value={value.map((area) => area.id)}
      onChange={(ids) => onChange(ids.map((id) => known.get(id)).filter((area): area is PositionArea => area !== undefined))}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={
        tooShort ? undefined : suggestions.isFetching || search !== debouncedSearch ? t('positions.form.areasSearching') : t('positions.form.areasNothingFound')
      }
      rightSection={suggestions.isFetching ? <Loader size="xs" aria-label={t('positions.form.areasSearching')} /> : undefined}
      error={error}
    />
  );
}
