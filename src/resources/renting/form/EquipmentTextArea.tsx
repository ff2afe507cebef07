// "Equipamiento": one text area per kind; each line is one entry of the stored list. The text is
// kept as typed (blank lines, a line being started) while the list holds only the lines with text.
import { useState } from 'react';
import { TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import { equipmentFromText, equipmentToText } from '../../../domain/renting/equipment';
import type { EquipmentKind } from '../../../domain/renting/types';
import { longText } from '../../../layout/longText';

export const EquipmentTextArea = ({
  source,
  kind,
  label,
}: {
  source: string;
  kind: EquipmentKind;
  label: string;
}) => {
  const { field } = useController({ name: source });
  const [text, setText] = useState<string | null>(null);
  return (
    <TextField
      label={label}
      {...longText()}
      fullWidth
      size="small"
      value={text ?? equipmentToText(field.value)}
      helperText="Un elemento por línea"
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(equipmentFromText(event.target.value, kind));
      }}
      onBlur={() => setText(null)}
    />
  );
};
