// Issue 10 §2 (beyond the spec): leaving the page during a run asks first, inside the console
// (router blocker) and when the tab is closed or reloaded (beforeunload).
import { useEffect } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useBlocker, useCanBlock } from 'react-admin';

export const LEAVE_TITLE = 'Hay un envío a Coches.net en curso';
export const LEAVE_TEXT =
  'Si sale de la página, el envío se detendrá tras el vehículo actual. ¿Desea salir?';

const RouterGuard = ({ running, onLeave }: { running: boolean; onLeave: () => void }) => {
  const blocker = useBlocker(running);
  const blocked = blocker.state === 'blocked';
  return (
    <Dialog open={blocked} onClose={() => blocker.reset?.()}>
      <DialogTitle>{LEAVE_TITLE}</DialogTitle>
      <DialogContent>{LEAVE_TEXT}</DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>Quedarse</Button>
        <Button
          color="warning"
          onClick={() => {
            onLeave();
            blocker.proceed?.();
          }}
        >
          Salir
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export const LeaveGuard = ({ running, onLeave }: { running: boolean; onLeave: () => void }) => {
  const canBlock = useCanBlock();
  useEffect(() => {
    if (!running) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [running]);
  return canBlock ? <RouterGuard running={running} onLeave={onLeave} /> : null;
};
