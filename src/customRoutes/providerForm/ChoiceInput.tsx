// A select of the form: its hint under it ('Campo requerido' / 'Campo opcional') and, for a choice
// of the cascade, the lower choices cleared when it changes and the list it waits for (disabled
// until its upper choices are made; a failed load says why).
import { useEffect } from 'react';
import { SelectInput, required, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { resetBelow, type CascadeField } from '../../domain/providerForm/cascade';
import type { Choice } from '../../domain/providerForm/options';
import { fieldHint, isRequired } from '../../domain/providerForm/requirements';
import type { CascadeList } from './useCatalogue';

const REQUIRED = [required()];

interface ChoiceInputProps {
  source: string;
  label: string;
  choices: readonly Choice<string | number>[];
  /** The cascade choice this input is (its lower ones are cleared when it changes). */
  cascade?: CascadeField;
  /** A list loaded from the provider. */
  list?: Omit<CascadeList<unknown>, 'choices'>;
  /** What to say while the list cannot be loaded yet. */
  waitingFor?: string;
  /** What to say when the provider has nothing for the choices made. */
  whenEmpty?: string;
}

export const ChoiceInput = ({
  source,
  label,
  choices,
  cascade,
  list,
  waitingFor,
  whenEmpty,
}: ChoiceInputProps) => {
  const { setValue } = useFormContext();
  const notify = useNotify();
  const error = list?.error;
  useEffect(() => {
    if (error) notify(error.message, { type: 'error' });
  }, [error, notify]);
  const hint = fieldHint(source);
  const waiting = list !== undefined && !list.ready;
  const empty =
    list?.ready && !list.isPending && !list.error && choices.length === 0 ? whenEmpty : undefined;
  const note = waiting ? waitingFor : empty;
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices as Choice<string | number>[]}
      validate={isRequired(source) ? REQUIRED : undefined}
      helperText={note ? `${hint} · ${note}` : hint}
      disabled={waiting}
      isPending={list?.isPending}
      emptyText=""
      fullWidth
      onChange={() => {
        if (!cascade) return;
        for (const [lower, value] of Object.entries(resetBelow(cascade))) {
          setValue(lower, value, { shouldDirty: true });
        }
      }}
    />
  );
};
