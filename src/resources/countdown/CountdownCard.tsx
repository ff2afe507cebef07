// One campaign's card in the CountDown Maker: its live countdown in días, horas, minutos and
// segundos to the end ('Finalizada' after it; before the start, the time to the start).
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { countdownAt, type CountdownRecord } from '../../domain/campaigns';
import { formatDateTimeWithMonth, formatInteger, formatTwoDigits } from '../../domain/format';
import { StatusChip } from '../campaigns/StatusChip';
import { IconImage } from '../campaigns/IconImage';

const Unit = ({ value, label }: { value: string; label: string }) => (
  <Box sx={{ textAlign: 'center', minWidth: 52 }}>
    <Typography
      component="span"
      sx={{ display: 'block', fontSize: 26, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
    >
      {value}
    </Typography>
    <Typography component="span" variant="caption" sx={{ display: 'block', color: 'inherit' }}>
      {label}
    </Typography>
  </Box>
);

export const CountdownCard = ({ record, now }: { record: CountdownRecord; now: number }) => {
  const countdown = countdownAt(record.startDate, record.endDate, now);
  const badge = record.badgeColor ?? 'primary.main';
  const text = record.textColor ?? '#ffffff';
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`Contador ${record.name}`}
      data-testid="countdown-card"
      sx={{ height: '100%', opacity: record.active ? 1 : 0.7 }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: 2, py: 1, bgcolor: badge, color: text }}
      >
        <IconImage url={record.iconUrl} size={24} fallback={null} />
        <Typography component="h3" sx={{ fontWeight: 700, color: 'inherit', flex: 1 }} noWrap>
          {record.name}
        </Typography>
      </Stack>
      <CardContent sx={{ pb: '12px !important' }}>
        {countdown === null ? (
          <Typography color="text.secondary">Fechas no válidas</Typography>
        ) : countdown.phase === 'ended' ? (
          <Typography data-testid="countdown" sx={{ fontSize: 24, fontWeight: 700, py: 1 }}>
            Finalizada
          </Typography>
        ) : (
          <>
            {countdown.phase === 'upcoming' && (
              <Typography variant="body2" color="text.secondary">
                Empieza en
              </Typography>
            )}
            <Stack
              direction="row"
              data-testid="countdown"
              role="timer"
              aria-label={`${countdown.phase === 'upcoming' ? 'Empieza en' : 'Termina en'} ${formatInteger(countdown.days)} días, ${formatInteger(countdown.hours)} horas, ${formatInteger(countdown.minutes)} minutos y ${formatInteger(countdown.seconds)} segundos`}
              sx={{ justifyContent: 'space-between', py: 0.5 }}
            >
              <Unit value={formatInteger(countdown.days)} label="días" />
              <Unit value={formatTwoDigits(countdown.hours)} label="horas" />
              <Unit value={formatTwoDigits(countdown.minutes)} label="minutos" />
              <Unit value={formatTwoDigits(countdown.seconds)} label="segundos" />
            </Stack>
          </>
        )}
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1 }}
        >
          <Typography variant="caption" color="text.secondary">
            {formatDateTimeWithMonth(record.startDate)} – {formatDateTimeWithMonth(record.endDate)}
          </Typography>
          <StatusChip active={record.active} />
        </Stack>
      </CardContent>
    </Card>
  );
};
