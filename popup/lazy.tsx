import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * Code a page loads when a section first needs it (a dynamic import(), which the build splits into a file of
 * its own), loaded once: a section shown again later gets it at once, with no "Loading…" in between.
 */
export interface Lazy<T> {
  /** The loaded value, or undefined until it has loaded. */
  readonly loaded: () => T | undefined;
  readonly load: () => Promise<T>;
}

/** Loads under way, so tests can wait for what a click or a keystroke started before they look. */
const pending = new Set<Promise<unknown>>();

export function lazy<T>(importer: () => Promise<T>): Lazy<T> {
  let value: T | undefined;
  let loading: Promise<T> | null = null;
  return {
    loaded: () => value,
    load: () => {
      if (!loading) {
        const started = importer().then(
          (v) => (value = v),
          (e: unknown) => {
            // Not kept: opening the section again tries again.
            loading = null;
            throw e;
          },
        );
        loading = started;
        pending.add(started);
        const done = (): void => {
          pending.delete(started);
        };
        started.then(done, done);
      }
      return loading;
    },
  };
}

/** Code a page has imported statically, offered where a Lazy is expected: no import() is made for it. */
export function loadedAlready<T>(value: T): Lazy<T> {
  return { loaded: () => value, load: () => Promise.resolve(value) };
}

/** Resolves once every load started so far, and any started meanwhile, has finished or failed. */
export async function loadsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

export type LoadState<T> =
  /** Not asked for. */
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly value: T }
  | { readonly kind: 'failed'; readonly message: string };

const IDLE: LoadState<never> = { kind: 'idle' };
const LOADING: LoadState<never> = { kind: 'loading' };

/** Loads `source` (null: nothing is needed yet) and re-renders when it arrives. */
export function useLazy<T>(source: Lazy<T> | null): LoadState<T> {
  const [, setArrived] = useState(0);
  const [failure, setFailure] = useState<{ readonly source: Lazy<T>; readonly message: string } | null>(null);

  useEffect(() => {
    if (!source || source.loaded() !== undefined) return undefined;
    let current = true;
    source.load().then(
      () => current && setArrived((n) => n + 1),
      (e: unknown) => current && setFailure({ source, message: e instanceof Error && e.message ? e.message : 'the file did not load' }),
    );
    return () => {
      current = false;
    };
  }, [source]);

  if (!source) return IDLE;
  const value = source.loaded();
  if (value !== undefined) return { kind: 'ready', value };
  return failure && failure.source === source ? { kind: 'failed', message: failure.message } : LOADING;
}

/** The placeholder of a part still loading; `data-loading` marks it for `npm run bench`'s "rendered" check. */
export function Loading() {
  return (
    <p class="muted" data-loading="" aria-busy="true">
      Loading…
    </p>
  );
}

/** A part that could not load (an extension updated while its popup was open, a file missing). */
export function LoadFailed({ message }: { readonly message: string }) {
  return (
    <p class="notice" role="alert">
      Adjutant could not load this part ({message}). Close this window and open it again.
    </p>
  );
}

interface LazyPartProps<T> {
  readonly source: Lazy<T>;
  readonly render: (loaded: T) => ComponentChildren;
  /** What holds "Loading…" or the failure, so the part keeps its place and heading meanwhile. */
  readonly frame?: (status: ComponentChildren) => ComponentChildren;
}

/** A part of the page drawn from lazily loaded code: "Loading…" meanwhile, a clear message if it fails. */
export function LazyPart<T>({ source, render, frame = (status) => status }: LazyPartProps<T>) {
  const state = useLazy(source);
  if (state.kind === 'ready') return <>{render(state.value)}</>;
  return <>{frame(state.kind === 'failed' ? <LoadFailed message={state.message} /> : <Loading />)}</>;
}
