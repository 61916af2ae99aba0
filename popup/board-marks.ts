import { useEffect, useRef } from 'preact/hooks';
import { lazy } from './lazy.js';

/** Shows marks (a retreat, a gun's shots) on the board of a tab, or takes them off (null). */
export type ShowMarks<M> = (tabId: number, marks: M | null) => void;

/**
 * A sender over a messaging module loaded the first time marks go to a board (it loads the extension's APIs):
 * one load, then the sends in the order asked, so a clear never overtakes the marks it clears. A tab whose page
 * Adjutant does not read has no script to answer: that is no error.
 */
export function lazySender<Module, M>(load: () => Promise<Module>, send: (m: Module, tabId: number, marks: M | null) => Promise<void>): ShowMarks<M> {
  const module = lazy(load);
  return (tabId, marks) => {
    module.load().then(
      (m) => send(m, tabId, marks),
      () => undefined,
    );
  };
}

/**
 * Keeps a tab's board showing `marks` while there is a tab to show them on, and takes them off when there is none
 * any more (the panel closed, the answer went), or when the panel goes. New marks replace those shown; nothing
 * is sent while nothing changes (callers keep `marks` the same object while the answer is the same).
 */
export function useBoardMarks<M>(tabId: number | null, marks: M | null, show: ShowMarks<M>): void {
  const shownOn = useRef<number | null>(null);
  const sender = useRef(show);
  sender.current = show;
  useEffect(() => {
    const target = marks && tabId !== null ? tabId : null;
    if (shownOn.current !== null && shownOn.current !== target) sender.current(shownOn.current, null);
    if (target !== null && marks) sender.current(target, marks);
    shownOn.current = target;
  }, [tabId, marks]);
  useEffect(
    () => () => {
      if (shownOn.current !== null) sender.current(shownOn.current, null);
      shownOn.current = null;
    },
    [],
  );
}
