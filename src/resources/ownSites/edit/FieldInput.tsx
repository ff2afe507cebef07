// One scalar field of the own-site vehicle form as its react-admin input, from the domain's form
// configuration (src/domain/ownSites/editForm.ts).
import { BooleanInput, DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { atLeastValidator } from '../../../domain/figures';
import type { FormField } from '../../../domain/ownSites/editForm';
import { FigureInput } from '../../../layout/FigureInput';
import { longText } from '../../../layout/longText';

/** Numeric fields accept decimals with step 0.01. */
export const NUMBER_STEP = 0.01;

// react-admin turns an emptied text into null; the API's text fields are strings, not null.
const keepText = (value: string) => value;

/** Required fields are marked *. */
export const fieldLabel = (field: Pick<FormField, 'label' | 'required'>) =>
  field.required ? `${field.label} *` : field.label;

export const FieldInput = ({ field }: { field: FormField }) => {
  const common = {
    source: field.source,
    label: fieldLabel(field),
    helperText: false as const,
    defaultValue: field.defaultValue,
  };
  switch (field.input) {
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'select':
      // The configuration's '' choice ('Ninguno') is the select's own empty option.
      return (
        <SelectInput
          {...common}
          choices={(field.choices ?? []).filter((c) => c.id !== '')}
          emptyText="Ninguno"
          parse={keepText}
        />
      );
    case 'number':
    case 'price':
      // Each figure by its kind (prices whole euros, km whole…); the reserve from 300.
      return field.figure ? (
        <FigureInput
          {...common}
          kind={field.figure}
          {...(field.min ? { min: field.min, validate: [atLeastValidator(field.min)] } : {})}
        />
      ) : (
        <NumberInput {...common} step={NUMBER_STEP} />
      );
    case 'textarea':
      return <TextInput {...common} parse={keepText} {...longText()} fullWidth />;
    default:
      return <TextInput {...common} parse={keepText} />;
  }
};
