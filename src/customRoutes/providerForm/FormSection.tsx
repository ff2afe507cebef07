// One folding panel of the form (Marca y modelo, Precio y garantía, Datos de la versión, Acabado,
// and the image area): the shared section, open at first, its fields in two columns.
import type { ReactNode } from 'react';
import { Section } from '../../layout/Section';

export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Section variant="accordion" title={title} columns="two">
    {children}
  </Section>
);
