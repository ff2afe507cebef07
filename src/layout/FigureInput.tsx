// A react-admin number input for one kind of figure (src/domain/figures.ts): its step (1 for
// whole figures, 0.01 otherwise), and the figure's rule checked before the form is sent, the
// Spanish message under the field. Every form's price, km and count inputs are this one.
import { NumberInput, type NumberInputProps, type Validator } from 'react-admin';
import { FIGURE_KINDS, figureValidator, type FigureKind } from '../domain/figures';

export const figureStep = (kind: FigureKind) => (FIGURE_KINDS[kind].whole ? 1 : 0.01);

const VALIDATORS: Record<FigureKind, Validator> = {
  wholeEuros: figureValidator('wholeEuros'),
  euroCents: figureValidator('euroCents'),
  km: figureValidator('km'),
  count: figureValidator('count'),
  measure: figureValidator('measure'),
};

export type FigureInputProps = Omit<NumberInputProps, 'validate'> & {
  kind: FigureKind;
  /** More rules after the figure's own (a minimum, required). */
  validate?: Validator[];
};

export const FigureInput = ({ kind, validate = [], ...props }: FigureInputProps) => (
  <NumberInput
    step={figureStep(kind)}
    min={0}
    {...props}
    validate={validate.length ? [VALIDATORS[kind], ...validate] : VALIDATORS[kind]}
  />
);
