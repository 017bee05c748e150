import { createContext, use } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { appUpdateMachine } from '../machines/appUpdate.machine';
import type { connectionStatusMachine } from '../machines/connectionStatus.machine';

/**
 * The connection and the app's version (issue 16) as the views reach them: started once by the shell
 * (main.tsx). There is no update machine in development, where no service worker runs.
 */
export interface AppStatusActors {
  readonly connection: ActorRefFrom<typeof connectionStatusMachine>;
  readonly update: ActorRefFrom<typeof appUpdateMachine> | null;
}

export const AppStatusContext = createContext<AppStatusActors | null>(null);

export function useAppStatus(): AppStatusActors {
  const actors = use(AppStatusContext);
  if (!actors) throw new Error('useAppStatus needs <AppStatusContext> (see App.tsx)');
  return actors;
}
