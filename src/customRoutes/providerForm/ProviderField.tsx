// One field of the new-vehicle form, as its configuration says (fields.ts): a select (fixed or
// loaded by the cascade), a whole-euro amount, a text or a switch. The hint under it follows from
// its source ('Campo requerido' / 'Campo opcional').
import { BooleanInput, TextInput } from 'react-admin';
import { fieldHint } from '../../domain/providerForm/requirements';
import { FigureInput } from '../../layout/FigureInput';
import { ChoiceInput } from './ChoiceInput';
import type { FieldSpec } from './fields';
import type { useCatalogue } from './useCatalogue';
import { longText } from '../../layout/longText';

/** A text of several lines spans the panel's two columns. */
const ACROSS = { gridColumn: '1 / -1' } as const;

export const ProviderField = ({
  field,
  catalogue,
}: {
  field: FieldSpec;
  catalogue: ReturnType<typeof useCatalogue>;
}) => {
  const { source, label } = field;
  switch (field.input) {
    case 'choice':
      return <ChoiceInput field={field} />;
    case 'loaded':
      return <ChoiceInput field={field} list={catalogue[field.list]} />;
    case 'euros':
      return (
        <FigureInput
          kind="wholeEuros"
          source={source}
          label={label}
          validate={field.validate}
          helperText={fieldHint(source)}
          min={field.min}
        />
      );
    case 'text':
      return (
        <TextInput
          source={source}
          label={label}
          validate={field.validate}
          helperText={fieldHint(source)}
          {...(field.lines === undefined ? {} : longText({ rows: field.lines, sx: ACROSS }))}
        />
      );
    case 'switch':
      return <BooleanInput source={source} label={label} helperText={false} />;
  }
};
