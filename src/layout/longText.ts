// Text areas for long texts (observations, descriptions, equipment lists): a fixed height of
// `rows` lines that the person can stretch downwards, and a scroll bar beyond it.
//
// Why not MUI's multiline input as it comes: it is a growing text area that measures its text
// on every render, which makes the browser lay out the whole page again each time. On the
// large edit forms (the own sites' vehicle, the renting vehicle) those layouts cost about
// 0.4 s while the page loads and re-renders with its data. A plain <textarea> is used instead.
import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material';

export const LONG_TEXT_ROWS = 4;

export interface LongTextOptions {
  rows?: number;
  /** Added to the field's own style (e.g. spanning the form's grid). */
  sx?: SystemStyleObject<Theme>;
  maxLength?: number;
}

/** Props for a TextField / TextInput holding a long text. */
export const longText = ({ rows = LONG_TEXT_ROWS, sx = {}, maxLength }: LongTextOptions = {}) => ({
  multiline: true as const,
  sx: { '& textarea': { resize: 'vertical' }, ...sx } as SystemStyleObject<Theme>,
  slotProps: {
    input: { inputComponent: 'textarea' as const },
    htmlInput: maxLength === undefined ? { rows } : { rows, maxLength },
  },
});
