// Issue 10 §2 (beyond the spec): leaving the page during a run asks first — a click on a link
// of the console (the menu, the header) and closing or reloading the tab (beforeunload).
// The console runs under a BrowserRouter, which has no navigation blocker (react-router's
// useBlocker needs a data router), so links are caught on their way down, before React's
// handlers see the click.
import { useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

export const LEAVE_TITLE = 'Hay un envío a Coches.net en curso';
export const LEAVE_TEXT =
  'Si sale de la página, el envío se detendrá tras el vehículo actual. ¿Desea salir?';

/** The console address a click goes to, or null (another site, a new tab, the same page). */
const leavingTo = (event: MouseEvent): string | null => {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname) return null;
  return url.pathname + url.search + url.hash;
};

export const LeaveGuard = ({ running, onLeave }: { running: boolean; onLeave: () => void }) => {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  // Armed in the same commit that shows the run (its 'Cancelar'): a click right after the
  // run starts is caught too, not only one made after the next paint.
  useLayoutEffect(() => {
    if (!running) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    const catchLink = (event: MouseEvent) => {
      const to = leavingTo(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    window.addEventListener('beforeunload', ask);
    document.addEventListener('click', catchLink, true);
    return () => {
      window.removeEventListener('beforeunload', ask);
      document.removeEventListener('click', catchLink, true);
    };
  }, [running]);

  return (
    <Dialog open={pending !== null} onClose={() => setPending(null)} aria-labelledby="cnet-leave">
      <DialogTitle id="cnet-leave">{LEAVE_TITLE}</DialogTitle>
      <DialogContent>{LEAVE_TEXT}</DialogContent>
      <DialogActions>
        <Button onClick={() => setPending(null)}>Quedarse</Button>
        <Button
          color="warning"
          onClick={() => {
            const to = pending;
            setPending(null);
            onLeave();
            if (to) navigate(to);
          }}
        >
          Salir
        </Button>
      </DialogActions>
    </Dialog>
  );
};
