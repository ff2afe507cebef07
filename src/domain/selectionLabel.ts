// Spec 2, Notificaciones: the bulk 'Eliminar' bar shows the selection count as
// '1 notificación seleccionada' or 'N notificaciones seleccionadas'.

/** Spanish count label of the notifications selected in the inbox. */
export const notificationSelectionLabel = (count: number): string =>
  count === 1 ? '1 notificación seleccionada' : `${count} notificaciones seleccionadas`;
