// Quick filter of the inbox: all, unread ('No leídas', reading false) or read ('Leídas').
// Kept next to the search box so the other filters (q) survive a change of reading state.
import type { MouseEvent } from 'react';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext } from 'react-admin';

type ReadingChoice = 'all' | 'unread' | 'read';

const choiceOf = (reading: unknown): ReadingChoice =>
  reading === false || reading === 'false'
    ? 'unread'
    : reading === true || reading === 'true'
      ? 'read'
      : 'all';

export const ReadingFilter = () => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current = choiceOf(filterValues.reading);

  const change = (_event: MouseEvent<HTMLElement>, choice: ReadingChoice | null) => {
    if (!choice || choice === current) return;
    const { reading: _reading, ...others } = filterValues;
    void _reading;
    setFilters(
      choice === 'all' ? others : { ...others, reading: choice === 'read' },
      displayedFilters,
    );
  };

  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      onChange={change}
      aria-label="Estado de lectura"
    >
      <ToggleButton value="all">Todas</ToggleButton>
      <ToggleButton value="unread">No leídas</ToggleButton>
      <ToggleButton value="read">Leídas</ToggleButton>
    </ToggleButtonGroup>
  );
};
