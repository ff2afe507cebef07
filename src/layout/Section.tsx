// The one wrapper of a form's or a sheet's group of fields: its title, then its fields laid out
// in a grid. A 'fieldset' titles its inputs with a legend (the sheets' sections); a 'panel' is a
// section named by its h2 heading, outlined when it stands on its own among others; a 'card' is
// a card of a page named by its h2 heading (the vehicle sheet's sections); an 'accordion' is a
// panel that folds under its h2 heading (its fields stay mounted when folded, so a required
// input there still stops a submit).
import { useId, type ReactNode } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Card,
  CardContent,
  Paper,
  Typography,
} from '@mui/material';

export interface SectionProps {
  title: string;
  children: ReactNode;
  variant?: 'fieldset' | 'panel' | 'outlined' | 'card' | 'accordion';
  /** An 'accordion' starts unfolded unless this is false. */
  defaultExpanded?: boolean;
  /** A 'card' is named by its heading through this id. */
  titleId?: string;
  /**
   * The fields' grid: columns at least this many px wide (one column on a phone), or two
   * columns from a tablet up; none lays the children out as they are.
   */
  columns?: number | 'two';
}

const gridSx = (columns: number | 'two') =>
  columns === 'two'
    ? { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }
    : {
        display: 'grid',
        // minmax(0, …): a long value (a disclaimer) is cut, not widening the column past the page.
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: `repeat(auto-fill, minmax(${columns}px, 1fr))`,
        },
        columnGap: 2,
        alignItems: 'center',
        '& > .wide': { gridColumn: '1 / -1' },
      };

export const Section = ({
  title,
  children,
  variant = 'fieldset',
  columns,
  titleId,
  defaultExpanded = true,
}: SectionProps) => {
  const body = columns === undefined ? children : <Box sx={gridSx(columns)}>{children}</Box>;
  if (variant === 'accordion')
    return (
      <AccordionSection title={title} defaultExpanded={defaultExpanded}>
        {body}
      </AccordionSection>
    );
  if (variant === 'card')
    return (
      <Card component="section" aria-labelledby={titleId}>
        <CardContent>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {body}
        </CardContent>
      </Card>
    );
  if (variant === 'fieldset')
    return (
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0, width: '100%' }}>
        <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {body}
      </Box>
    );
  if (variant === 'outlined')
    return (
      <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {body}
      </Paper>
    );
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      {body}
    </Box>
  );
};

const AccordionSection = ({
  title,
  defaultExpanded,
  children,
}: {
  title: string;
  defaultExpanded: boolean;
  children: ReactNode;
}) => {
  const id = useId();
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      disableGutters
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-title`} aria-controls={id}>
        <Typography component="span" variant="h6">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={id}>{children}</AccordionDetails>
    </Accordion>
  );
};
