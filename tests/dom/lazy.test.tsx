import { describe, expect, it } from 'vitest';
import { lazy, LazyPart, loadsSettled } from '../../popup/lazy.js';
import { mount, settle, text } from './render-helper.js';

/** A load that the test finishes by hand, to see the page between the asking and the arriving. */
function manual<T>() {
  let resolve: (v: T) => void = () => undefined;
  let reject: (e: Error) => void = () => undefined;
  let calls = 0;
  const importer = (): Promise<T> => {
    calls += 1;
    return new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
  };
  return { importer, calls: () => calls, resolve: (v: T) => resolve(v), reject: (e: Error) => reject(e) };
}

describe('parts of a page loaded on demand', () => {
  it('loads once, however often it is asked, and keeps what it loaded', async () => {
    const m = manual<{ answer: number }>();
    const part = lazy(m.importer);
    expect(part.loaded()).toBeUndefined();
    const first = part.load();
    const second = part.load();
    expect(m.calls()).toBe(1);
    m.resolve({ answer: 42 });
    expect(await first).toEqual({ answer: 42 });
    expect(await second).toBe(await first);
    expect(part.loaded()).toEqual({ answer: 42 });
    await part.load();
    expect(m.calls()).toBe(1);
  });

  it('tries again after a failed load', async () => {
    const m = manual<string>();
    const part = lazy(m.importer);
    const failed = part.load();
    m.reject(new Error('file missing'));
    await expect(failed).rejects.toThrow('file missing');
    expect(part.loaded()).toBeUndefined();
    const again = part.load();
    expect(m.calls()).toBe(2);
    m.resolve('here');
    expect(await again).toBe('here');
  });

  it('shows "Loading…" until the code arrives, then the part; loadsSettled waits for it', async () => {
    const m = manual<{ Part: () => preact.JSX.Element }>();
    const part = lazy(m.importer);
    const root = document.createElement('div');
    document.body.append(root);
    const { render } = await import('preact');
    const { act } = await import('preact/test-utils');
    await act(async () => {
      render(
        <LazyPart
          source={part}
          frame={(status) => <section aria-label="Board">{status}</section>}
          render={({ Part }) => <Part />}
        />,
        root,
      );
    });
    expect(text(root)).toBe('Loading…');
    expect(root.querySelector('section [data-loading]')).not.toBeNull();
    const settled = loadsSettled();
    m.resolve({ Part: () => <p>The board panel</p> });
    await settled;
    await settle();
    expect(text(root)).toBe('The board panel');
    expect(root.querySelector('[data-loading]')).toBeNull();
    render(null, root);
    root.remove();
  });

  it('says clearly when a part cannot load, in words a player reads', async () => {
    const part = lazy<{ Part: () => preact.JSX.Element }>(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const root = await mount(<LazyPart source={part} render={({ Part }) => <Part />} />);
    const alert = root.querySelector('[role="alert"]');
    expect(text(alert)).toBe('Adjutant could not load this part (Failed to fetch dynamically imported module). Close this window and open it again.');
    expect(root.querySelector('[data-loading]')).toBeNull();
  });
});
