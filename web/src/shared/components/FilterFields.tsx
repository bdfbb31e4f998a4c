import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { QUERY_FIELDS, type FieldContract } from '@gym/domain';
import type { ReactNode, Ref } from 'react';
import { htmlInputLimits } from '../field-contract';
import { DateField, onlyWholeDays } from './DateField';

/**
 * The filter row above a staff grid: fields of one height side by side that wrap on narrow
 * screens. Every field keeps room for a helper line so the row never jumps when one appears.
 */
export function FilterBar({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>{children}</Box>;
}

/**
 * The free-text search of a grid: the search contract's limits (the shared one unless given), its
 * refusal below it in red, or else `help`.
 */
export function SearchFilter(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  help?: string;
  contract?: FieldContract;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <TextField
      id={props.id}
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      helperText={props.error ?? props.help ?? ' '}
      error={Boolean(props.error)}
      size="small"
      inputRef={props.inputRef}
      sx={{ flex: '2 1 220px' }}
      slotProps={{
        htmlInput: htmlInputLimits(props.contract ?? QUERY_FIELDS.search),
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** One of a fixed list of values, or 'all' (first, with its own label). */
export function SelectFilter<V extends string>(props: {
  id: string;
  label: string;
  value: V | 'all';
  onChange: (value: V | 'all') => void;
  allLabel: string;
  options: readonly V[];
  optionLabel: (value: V) => string;
  minWidth?: number;
}) {
  return (
    <TextField
      id={props.id}
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as V | 'all')}
      helperText=" "
      sx={{ flex: `1 1 ${props.minWidth ?? 150}px` }}
    >
      <MenuItem value="all">{props.allLabel}</MenuItem>
      {props.options.map((option) => (
        <MenuItem key={option} value={option}>
          {props.optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A day typed as dd/mm/aaaa; the filter changes once the day is whole (or emptied). */
export function DateFilter(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <DateField
      id={props.id}
      size="small"
      label={props.label}
      value={props.value}
      onChange={onlyWholeDays(props.onChange)}
      helperText=" "
      sx={{ flex: '1 1 150px' }}
    />
  );
}
