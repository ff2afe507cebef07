// Leaving a page while something would be lost asks first: a click on a link of the console (the
// menu, the header, a 'Volver' link) and closing or reloading the tab (beforeunload). react-admin's
// warnWhenUnsavedChanges and react-router's useBlocker need a data router; the console runs under a
// BrowserRouter, so links are caught on their way down, before React's handlers see the click. Used
// by the Coches.net run and the moto sheet.
import { useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Confirm } from 'react-admin';

/** The console address a click goes to, or null (another site, a new tab, the same page). */
export const leavingTo = (event: MouseEvent): string | null => {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname) return null;
  return url.pathname + url.search + url.hash;
};

export interface LeaveGuardProps {
  /** While true, leaving asks. */
  active: boolean;
  title: string;
  text: string;
  /** The button that leaves ('Salir'); the other one is 'Quedarse'. */
  leaveLabel: string;
  /** Runs when the user chooses to leave, before the navigation. */
  onLeave?: () => void;
}

export const LeaveGuard = ({ active, title, text, leaveLabel, onLeave }: LeaveGuardProps) => {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  // Armed in the commit that makes it active (a layout effect): a click right after, before
  // the next paint, is caught too.
  useLayoutEffect(() => {
    if (!active) return;
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
  }, [active]);

  return (
    <Confirm
      isOpen={pending !== null}
      title={title}
      content={text}
      confirm={leaveLabel}
      confirmColor="warning"
      cancel="Quedarse"
      onConfirm={() => {
        const to = pending;
        setPending(null);
        onLeave?.();
        if (to) navigate(to);
      }}
      onClose={() => setPending(null)}
    />
  );
};
