// What an entry changed: its sentence, then each field as 'before → after'.
import { Box, Typography } from '@mui/material';
import { changeText, type AuditEntry } from '../../domain/audit';

export const AuditChanges = ({ entry }: { entry: Pick<AuditEntry, 'message' | 'changes'> }) => (
  <Box>
    <Typography variant="body2">{entry.message}</Typography>
    {entry.changes?.length ? (
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {entry.changes.map((change, i) => (
          <Typography
            key={`${change.field}-${i}`}
            component="li"
            variant="body2"
            color="text.secondary"
          >
            {changeText(change)}
          </Typography>
        ))}
      </Box>
    ) : null}
  </Box>
);
