import type { Presenter } from '../present/presenter';
import type { SandboxState } from '../state/sandbox-state';

/** What every route module gets: the state, the presenter and where the sandbox is reachable. */
export interface RouteContext {
  state: SandboxState;
  presenter: Presenter;
  publicUrl: string;
}
