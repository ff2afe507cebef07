// One accordion panel of the form (Marca y modelo, Precio y garantía, Datos de la versión, Acabado,
// and the image area). Panels start open; their inputs stay mounted when closed, so a required
// input in a closed panel still stops the submit.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    // The summary's heading is an h2 under the page's h1.
    <Accordion defaultExpanded disableGutters slots={{ heading: 'h2' }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-title`} aria-controls={id}>
        <Typography component="span" variant="h6">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails
        id={id}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </AccordionDetails>
    </Accordion>
  );
};
