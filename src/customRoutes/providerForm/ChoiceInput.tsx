// A select of the form, as its configuration says (fields.ts): its hint under it ('Campo requerido'
// / 'Campo opcional'); for a choice of the cascade (known by its source), the lower choices cleared
// when it changes; for a list the provider loads, what it waits for (disabled until its upper
// choices are made), what an empty answer means, and why a load failed.
import { useEffect } from 'react';
import { SelectInput, required, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { isCascadeField, resetBelow } from '../../domain/providerForm/cascade';
import { FIXED_CHOICES, type Choice } from '../../domain/providerForm/options';
import { fieldHint, isRequired } from '../../domain/providerForm/requirements';
import type { ChoiceSpec } from './fields';
import type { CascadeList } from './useCatalogue';

const REQUIRED = [required()];

export const ChoiceInput = ({
  field,
  list,
}: {
  field: ChoiceSpec;
  /** The list the provider loads, for a loaded select. */
  list?: CascadeList<Choice>;
}) => {
  const { source, label } = field;
  const loaded = field.input === 'loaded' ? field : undefined;
  const choices: readonly Choice<string | number>[] =
    field.input === 'choice' ? FIXED_CHOICES[field.source] : (list?.choices ?? []);
  const { setValue } = useFormContext();
  const notify = useNotify();
  const error = list?.error;
  useEffect(() => {
    if (error) notify(error.message, { type: 'error' });
  }, [error, notify]);
  const hint = fieldHint(source);
  const waiting = list !== undefined && !list.ready;
  const empty =
    list?.ready && !list.isPending && !list.error && choices.length === 0
      ? loaded?.whenEmpty
      : undefined;
  const note = waiting ? loaded?.waitingFor : empty;
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
        // A choice of the cascade clears its lower ones.
        if (!isCascadeField(source)) return;
        for (const [lower, value] of Object.entries(resetBelow(source))) {
          setValue(lower, value, { shouldDirty: true });
        }
      }}
    />
  );
};
