// The list view's coloured PAR/EMP/AUT/OTR flags (green published, grey not).
import { Box } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';

export const AudienceFlag = ({ on, label }: { on: boolean; label: string }) => (
  <Box
    component="span"
    role="img"
    aria-label={`${label}: ${on ? 'sí' : 'no'}`}
    sx={{
      display: 'inline-grid',
      placeItems: 'center',
      width: 24,
      height: 24,
      borderRadius: '50%',
      color: 'common.white',
      bgcolor: on ? 'success.main' : 'grey.400',
    }}
  >
    {on ? <CheckIcon sx={{ fontSize: 16 }} /> : <CloseIcon sx={{ fontSize: 16 }} />}
  </Box>
);
