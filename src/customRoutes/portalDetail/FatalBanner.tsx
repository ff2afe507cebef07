// When the portal detail fails: the banner 'La app ha echo PATAPUMMM' with emojis, 'KEEP CALM' and
// a request to contact the administrator ({email}: the first ADMIN_EMAILS of the server's
// configuration; without it the request names no address).
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useAppConfig } from '../../appConfig/useAppConfig';

const ContactRequest = () => {
  const contact = useAppConfig().data?.contact;
  return (
    <Typography component="p">
      {contact ? (
        <>
          {'Contacte con el administrador: '}
          <a href={`mailto:${contact}`}>{contact}</a>
        </>
      ) : (
        'Contacte con el administrador.'
      )}
    </Typography>
  );
};

export const FatalBanner = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => (
  <Alert
    severity="error"
    variant="outlined"
    sx={{ alignItems: 'center', '& .MuiAlert-message': { width: '100%' } }}
    action={
      onRetry && (
        <Button color="inherit" startIcon={<RefreshIcon />} onClick={onRetry}>
          Reintentar
        </Button>
      )
    }
  >
    <Box sx={{ textAlign: 'center', py: 2 }}>
      <Typography component="p" sx={{ fontSize: 48 }} aria-hidden>
        💥🤯💥
      </Typography>
      <AlertTitle sx={{ typography: 'h4' }}>La app ha echo PATAPUMMM</AlertTitle>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, letterSpacing: 4, my: 1 }}>
        KEEP CALM
      </Typography>
      <ContactRequest />
      {error instanceof Error && error.message && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
          {`Detalle: ${error.message}`}
        </Typography>
      )}
    </Box>
  </Alert>
);
