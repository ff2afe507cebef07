// Spec 1 §8 "Portal detail failure": the banner 'La app ha echo PATAPUMMM' with emojis,
// 'KEEP CALM' and a request to contact the administrator ({email} = config.adminContact).
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { config } from '../../config';

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
      <Typography component="p">
        {'Contacte con el administrador: '}
        <a href={`mailto:${config.adminContact}`}>{config.adminContact}</a>
      </Typography>
      {error instanceof Error && error.message && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
          {`Detalle: ${error.message}`}
        </Typography>
      )}
    </Box>
  </Alert>
);
