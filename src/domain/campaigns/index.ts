// The campaigns' rules, pure and shared by /campaigns and the CountDown Maker (/contadores):
// - types.ts: the two views of one campaign (campaign names, countdown names).
// - dates.ts: MM/DD/YYYY HH:mm:ss typed in Europe/Madrid → ISO instant (format.ts writes it).
// - countdown.ts: días/horas/minutos/segundos between instants, 'Finalizada', 'Empieza en'.
// - validation.ts: name, dates, end after start, colours, icon — errors by field.
// - countdownForm.ts: the countdown dialog's values for a record and the body it sends.
// - status.ts: Activa/Inactiva (tables), Activada/Desactivada (forms).
// - badge.ts: the badge preview (colours, icon, text, live countdown).
export * from './types';
export * from './dates';
export * from './countdown';
export * from './validation';
export * from './countdownForm';
export * from './status';
export * from './badge';
