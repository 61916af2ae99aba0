/**
 * Runs async jobs one after another, in the order asked: turning a site on and off touches the stored list
 * and the registered scripts, and two such jobs interleaved could register one script twice.
 */
export function oneAtATime(): <T>(job: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>): Promise<T> => {
    const run = last.then(job, job);
    last = run.catch(() => undefined);
    return run;
  };
}
