import { useContext, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { commonTexts } from '../texts';
import { ConfirmDialog } from './modal';

/**
 * No typed word lost: forms with unsaved input say so (`useUnsavedChanges`), and one guard of the
 * app (`UnsavedChangesGuard`, inside the router) asks before a link or the back button leaves the
 * page; closing or reloading the tab gets the browser's own question. The store is one for the
 * whole school (the UI kit is a federation singleton), so every remote's forms count.
 */

const dirtyForms = new Set<string>();
const listeners = new Set<() => void>();

function setDirty(id: string, dirty: boolean) {
  if (dirty === dirtyForms.has(id)) return;
  if (dirty) dirtyForms.add(id);
  else dirtyForms.delete(id);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any form of the page holds unsaved input. */
export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/**
 * Marks this form's input as unsaved while `dirty`. `release()` clears the mark at once, for a
 * successful save that navigates before the form re-renders.
 */
export function useUnsavedChanges(dirty: boolean): { release: () => void } {
  const id = useId();
  const released = useRef(false);
  useEffect(() => {
    if (!dirty) released.current = false;
    setDirty(id, dirty && !released.current);
  }, [id, dirty]);
  useEffect(() => () => setDirty(id, false), [id]);
  return {
    release: () => {
      released.current = true;
      setDirty(id, false);
    },
  };
}

/** Asks before leaving the page (links, back button) while a form holds unsaved input; needs a data router. */
function NavigationGuard() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname);
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={commonTexts.leaveTitle}
      text={commonTexts.leaveText}
      confirmLabel={commonTexts.leaveConfirm}
      cancelLabel={commonTexts.leaveStay}
      danger
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}

/** The app's one guard: the browser's question on closing the tab, ours on leaving by a link or Back. */
export function UnsavedChangesGuard() {
  const dirty = useSyncExternalStore(subscribe, hasUnsavedChanges, hasUnsavedChanges);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return dataRouter ? <NavigationGuard /> : null;
}

/**
 * Closing a dialog or a form with unsaved input asks first: `requestClose()` closes at once when
 * nothing is unsaved, else shows `dialog` (render it) to confirm.
 */
export function useConfirmedClose(dirty: boolean, close: () => void) {
  const [asking, setAsking] = useState(false);
  return {
    requestClose: () => (dirty ? setAsking(true) : close()),
    dialog: asking ? (
      <ConfirmDialog
        title={commonTexts.discardTitle}
        text={commonTexts.leaveText}
        confirmLabel={commonTexts.discardConfirm}
        cancelLabel={commonTexts.leaveStay}
        danger
        onConfirm={() => {
          setAsking(false);
          close();
        }}
        onCancel={() => setAsking(false)}
      />
    ) : null,
  };
}
