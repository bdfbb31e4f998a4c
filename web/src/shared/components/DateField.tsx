import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { formatBusinessDate, formatTypedDate, isBusinessDate, TYPED_DATE, typedBusinessDate } from '@gym/domain';
import { useRef, useState } from 'react';
import { SHARED_TEXTS } from '../texts';

type PassedProps = Pick<
  TextFieldProps,
  'id' | 'label' | 'size' | 'fullWidth' | 'required' | 'autoFocus' | 'sx' | 'error' | 'helperText' | 'disabled'
>;

export interface DateFieldProps extends PassedProps {
  /** The day as yyyy-mm-dd, '' for none, or what was typed when it is not a day yet. */
  value: string;
  /**
   * Called as the user types: yyyy-mm-dd once the text is a real day, '' when emptied, otherwise the
   * text as shown (a form's own check refuses it; a filter ignores it, see `onlyWholeDays`).
   */
  onChange: (value: string) => void;
}

/** What the field shows for a value it is given. */
const shown = (value: string) => (isBusinessDate(value) ? formatBusinessDate(value) : value);

/** What the field reports for the text it shows. */
const reported = (text: string) => (text.trim() === '' ? '' : (typedBusinessDate(text) ?? text));

/**
 * A day typed as dd/mm/aaaa, the same in every browser: a browser's own date input follows its
 * language (mm/dd/yyyy in English). Digits are enough (the slashes go in by themselves), a pasted
 * yyyy-mm-dd is read too, and the calendar button opens the browser's own picker for the mouse.
 * The button stays out of the tab order so a clerk tabs from field to field.
 */
export function DateField({ value, onChange, error, helperText, ...props }: DateFieldProps) {
  const [text, setText] = useState(() => shown(value));
  const [given, setGiven] = useState(value);
  const [left, setLeft] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  // A new value from outside (a reset, a preset period) replaces the text unless it already says so.
  if (value !== given) {
    setGiven(value);
    if (reported(text) !== value) setText(shown(value));
  }

  const type = (raw: string) => {
    const next = formatTypedDate(raw);
    setText(next);
    onChange(reported(next));
  };

  const notADay = left && reported(text) === text && text.trim() !== '';
  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = typedBusinessDate(text) ?? '';
    if (typeof input.showPicker === 'function') input.showPicker();
    else input.click();
  };

  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => type(event.target.value)}
      onFocus={() => setLeft(false)}
      onBlur={() => {
        setLeft(true);
        const day = typedBusinessDate(text);
        if (day) setText(formatBusinessDate(day));
      }}
      error={Boolean(error) || notADay}
      helperText={error ? helperText : notADay ? TYPED_DATE.invalid : helperText}
      placeholder={TYPED_DATE.placeholder}
      autoComplete="off"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', maxLength: TYPED_DATE.placeholder.length },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                tabIndex={-1}
                aria-label={SHARED_TEXTS.openCalendar}
                onClick={openPicker}
                disabled={props.disabled}
              >
                <CalendarMonthIcon fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                onChange={(event) => {
                  if (!event.target.value) return;
                  setText(formatBusinessDate(event.target.value));
                  onChange(event.target.value);
                }}
                style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0 }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** For a filter: passes on only a whole day or '' (a half-typed day leaves the filter as it was). */
export const onlyWholeDays =
  (onChange: (day: string) => void) =>
  (value: string): void => {
    if (value === '' || isBusinessDate(value)) onChange(value);
  };
