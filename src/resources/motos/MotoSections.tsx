// The moto sheet's form: every field of the moto in the sections of src/domain/motos/sheet.ts,
// figures by their kind (amounts with cents, km whole, none negative: src/domain/vehicleFigures.ts)
// typed and shown the Spanish way (FigureInput), the registration date dd/MM/yyyy, the nested
// lists, observaciones and the equipment rows.
import { Box } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import {
  MOTO_SHEET_LISTS,
  MOTO_SHEET_SECTIONS,
  type SheetInputDef,
} from '../../domain/motos/sheet';
import type { FigureKind } from '../../domain/figures';
import { phoneValidator } from '../../domain/phone';
import { MOTO_FIGURES, MOTO_LIST_FIGURES } from '../../domain/vehicleFigures';
import { FigureInput } from '../../layout/FigureInput';
import { Section } from '../../layout/Section';
import { MotoEquipmentInput } from './MotoEquipmentInput';
import { RegistrationDateInput } from './RegistrationDateInput';
import { longText } from '../../layout/longText';

// react-admin turns an emptied text into null; the API's text fields are strings.
const keepText = (value: string) => value;

const figures: Record<string, Record<string, FigureKind>> = MOTO_LIST_FIGURES;
/** The kind of figure of a field of the sheet, or of a list item's (`list` given). */
const figureOf = (source: string, list?: string): FigureKind =>
  (list ? figures[list]?.[source] : (MOTO_FIGURES as Record<string, FigureKind>)[source]) ??
  'measure';

const SheetInput = ({ def, list }: { def: SheetInputDef; list?: string }) => {
  const common = { source: def.source, label: def.label, helperText: false as const };
  switch (def.input) {
    case 'readonly':
      return <TextInput {...common} disabled />;
    case 'price':
      return <FigureInput {...common} kind={figureOf(def.source, list)} price />;
    case 'number':
      return <FigureInput {...common} kind={figureOf(def.source, list)} />;
    case 'year':
      return <NumberInput {...common} step={1} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'select':
      return (
        <SelectInput
          {...common}
          choices={[...(def.choices ?? [])]}
          emptyText="Ninguno"
          parse={keepText}
        />
      );
    case 'date':
      return <RegistrationDateInput source={def.source} label={def.label} />;
    default:
      return (
        <TextInput
          {...common}
          parse={keepText}
          validate={def.source === 'telefonoVendedor' ? phoneValidator : undefined}
        />
      );
  }
};

export const MotoSections = () => (
  <>
    {MOTO_SHEET_SECTIONS.map((section) => (
      <Section key={section.title} title={section.title} columns={200}>
        {section.fields.map((def) => (
          <Box key={def.source}>
            <SheetInput def={def} />
          </Box>
        ))}
      </Section>
    ))}
    <Section title="Equipamiento" columns={200}>
      <Box className="wide">
        <MotoEquipmentInput />
      </Box>
    </Section>
    <Section title="Observaciones" columns={200}>
      <Box className="wide">
        <TextInput
          source="observaciones"
          label="Observaciones"
          helperText={false}
          parse={keepText}
          {...longText()}
          fullWidth
        />
      </Box>
    </Section>
    {MOTO_SHEET_LISTS.map((list) => (
      <Section key={list.source} title={list.title} columns={200}>
        <Box className="wide">
          <ArrayInput source={list.source} label={false}>
            <SimpleFormIterator inline disableReordering disableClear>
              {list.fields.map((def) => (
                <SheetInput key={def.source} def={def} list={list.source} />
              ))}
            </SimpleFormIterator>
          </ArrayInput>
        </Box>
      </Section>
    ))}
  </>
);
