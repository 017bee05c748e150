import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { useSessionActor } from '../../auth';
import { Toast } from '../feedback/Toast';
import type { ChangePasswordActor } from './ChangePasswordDialog';
import { useWords } from '../../words/catalogue';
import { shellWords } from '../../words/shell';

// Loaded on demand: most visits never open them (and the avatar menu fetches them ahead).
const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);
const LogoutDialog = lazy(() => import('./LogoutDialog').then((m) => ({ default: m.LogoutDialog })));

/** What the header's account entries open: the change-password modal, the logout progress, the goodbye toast. */
export function AccountDialogs({ changePassword }: { readonly changePassword: ChangePasswordActor | null }) {
  const words = useWords(shellWords);
  const session = useSessionActor();
  const loggingOut = useSelector(session, (s) => s.matches('loggingOut'));
  const sayingGoodbye = useSelector(session, (s) => s.matches({ loggedOut: 'sayingGoodbye' }));
  return (
    <>
      <Suspense fallback={null}>
        {changePassword && <ChangePasswordWhenOpen actor={changePassword} />}
        {loggingOut && <LogoutDialog />}
      </Suspense>
      {sayingGoodbye && <Toast tone="success">{words.goodbye}</Toast>}
    </>
  );
}

/** The modal while its machine is open (the machine is started when the candidate first asks for it). */
function ChangePasswordWhenOpen({ actor }: { readonly actor: ChangePasswordActor }) {
  const changing = useSelector(actor, (s) => !s.matches('closed'));
  return changing ? <ChangePasswordDialog actor={actor} /> : null;
}
