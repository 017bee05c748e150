import { createContext, use } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { languageMachine } from '../machines/language.machine';

/**
 * The language machine (machines/language.machine.ts) as the views reach it: started once by the shell
 * (main.tsx) and handed down through LanguageActorContext, so the switch can send it the choice.
 */
export type LanguageActor = ActorRefFrom<typeof languageMachine>;

export const LanguageActorContext = createContext<LanguageActor | null>(null);

export function useLanguageActor(): LanguageActor {
  const actor = use(LanguageActorContext);
  if (!actor) throw new Error('useLanguageActor needs <LanguageActorContext> (see App.tsx)');
  return actor;
}
