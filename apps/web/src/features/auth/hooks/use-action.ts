import { useCallback, useEffect, useRef, useState } from 'react';

/** The state of an {@link useAction} call, shaped like a TanStack mutation's flags the auth forms read. */
export interface ActionState<Args> {
  /** Starts the action; a call while one is pending starts another (the forms disable their button meanwhile). */
  mutate: (args: Args) => void;
  isPending: boolean;
  isError: boolean;
  /** What the last failed run threw; null unless `isError`. */
  error: unknown;
}

/**
 * A one-shot async action with pending and error flags, for the /login forms: they run before any TanStack Query code
 * is loaded (the first load of /login has no TanStack Query, to stay within its 150 KB budget), and their work is imported on submit. Failures
 * are shown by the form, never logged (like mutations with SHOWN_TO_USER meta). Results of a run that finishes after the
 * component unmounted are dropped, except `onSuccess`, which still runs (it navigates).
 * @param run the work; its rejection becomes `error`
 * @param onSuccess called with the result of a successful run
 */
export function useAction<Args, Result>(run: (args: Args) => Promise<Result>, onSuccess?: (result: Result) => void): ActionState<Args> {
  const [state, setState] = useState<{ status: 'idle' | 'pending' | 'error' | 'success'; error: unknown }>({ status: 'idle', error: null });
  const latest = useRef({ run, onSuccess });
  const mounted = useRef(true);
  useEffect(() => {
    latest.current = { run, onSuccess };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback((args: Args) => {
    setState({ status: 'pending', error: null });
    latest.current.run(args).then(
      (result) => {
        if (mounted.current) setState({ status: 'success', error: null });
        latest.current.onSuccess?.(result);
      },
      (error: unknown) => {
        if (mounted.current) setState({ status: 'error', error });
      },
    );
  }, []);

  return { mutate, isPending: state.status === 'pending', isError: state.status === 'error', error: state.error };
}
