// The top of both log pages: the title, a link to the other page, and the message when the log
// could not be read.
import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export const LogPageHeader = ({
  title,
  link,
  siteLabel,
  failed,
}: {
  title: string;
  link: { to: string; label: string; icon: ReactNode };
  siteLabel: string;
  failed: boolean;
}) => (
  <>
    <Title title={title} />
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      <Button component={RouterLink} to={link.to} variant="outlined" startIcon={link.icon}>
        {link.label}
      </Button>
    </Box>
    {failed ? (
      <Typography color="error" sx={{ mb: 1 }}>
        No se ha podido leer el registro de {siteLabel}
      </Typography>
    ) : null}
  </>
);
