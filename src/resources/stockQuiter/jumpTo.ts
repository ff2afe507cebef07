// Skip links and the selection bar: move the keyboard focus (and the view) to a
// part of the page without a history entry for a #fragment.
export const jumpTo = (id: string): void => {
  const target = document.getElementById(id);
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start', behavior: 'smooth' });
};
