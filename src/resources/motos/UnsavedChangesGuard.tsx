// Issue 12 §2 "unsaved-changes warning on leaving" for the moto sheet. react-admin's
// warnWhenUnsavedChanges needs a data router (react-router's useBlocker) and the console runs
// under a BrowserRouter, where react-admin switches it off silently. So, while the form holds
// changes not saved: a click on a link of the console (the menu, 'Volver a motos', the
// header) is caught on its way down, before React's handlers see it, and asks first
// (react-admin's own question, ra.message.unsaved_changes); closing or reloading the tab asks
// the browser's question (beforeunload). The same technique as the Coches.net run's guard.
import { useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Confirm, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

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

export const UnsavedChangesGuard = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { dirtyFields, isSubmitting } = useFormState();
  const unsaved = Object.keys(dirtyFields).length > 0 && !isSubmitting;
  const [pending, setPending] = useState<string | null>(null);

  useLayoutEffect(() => {
    if (!unsaved) return;
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
  }, [unsaved]);

  return (
    <Confirm
      isOpen={pending !== null}
      title="Cambios sin guardar"
      content={translate('ra.message.unsaved_changes')}
      confirm="Salir sin guardar"
      cancel="Quedarse"
      onConfirm={() => {
        const to = pending;
        setPending(null);
        if (to) navigate(to);
      }}
      onClose={() => setPending(null)}
    />
  );
};
