import { useId } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { DISPLAY_NAME_MAX, PROFILE_MESSAGES } from '../../../contract/profile';
import type { profileMachine } from '../../../machines/profile.machine';
import { button } from '../button.css';
import { TextField } from '../form/TextField';
import { RetryMessage } from '../RetryMessage';
import * as uiGlyphs from '../ui-glyphs';
import { useWords } from '../../words/catalogue';
import { useServerWords } from '../../words/server-messages';
import { leaderboardPageWords } from '../../words/leaderboard-page';
import * as styles from './ProfilePanel.css';

export type ProfileActor = ActorRefFrom<typeof profileMachine>;

/**
 * The candidate's leaderboard profile: the display name (empty for the default one) and the switch
 * that hides them from other candidates' boards, saved together. It renders the profile machine.
 */
export function ProfilePanel({ actor }: { readonly actor: ProfileActor }) {
  const words = useWords(leaderboardPageWords);
  const say = useServerWords();
  const snapshot = useSelector(actor, (state) => state);
  const { profile, name, hidden, refusal } = snapshot.context;
  const switchId = useId();
  const busy = snapshot.hasTag('busy');

  if (snapshot.matches('loading')) {
    return (
      <p role="status" className={styles.muted}>
        {words.loading}
      </p>
    );
  }
  if (snapshot.matches('failed') || !profile) {
    return (
      <RetryMessage
        glyph={uiGlyphs.user}
        title={words.failed}
        detail={words.failedDetail}
        onRetry={() => actor.send({ type: 'user.retry' })}
      />
    );
  }
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'user.save' });
      }}
    >
      <p className={styles.current}>{words.appearAs(profile.displayName)}</p>
      <TextField
        label={words.name}
        value={name}
        onValue={(value) => actor.send({ type: 'user.editName', name: value })}
        placeholder={profile.defaultName}
        maxLength={DISPLAY_NAME_MAX + 10}
        autoComplete="nickname"
        disabled={busy}
        error={snapshot.matches({ editing: 'rejected' }) ? (refusal ?? undefined) : undefined}
      />
      <p className={styles.hint}>{words.nameHint(profile.defaultName)}</p>
      <div className={styles.switchRow}>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          className={styles.switchInput}
          checked={hidden}
          disabled={busy}
          aria-describedby={`${switchId}-hint`}
          onChange={(event) => actor.send({ type: 'user.setHidden', hidden: event.target.checked })}
        />
        <label htmlFor={switchId} className={styles.switchLabel}>
          {words.hide}
        </label>
      </div>
      <p id={`${switchId}-hint`} className={styles.hint}>
        {words.hideHint}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={button({ tone: 'primary', size: 'sm' })} disabled={busy}>
          {snapshot.matches('saving') ? words.saving : words.save}
        </button>
        <p role="status" className={styles.status}>
          {snapshot.matches({ editing: 'saved' }) && say(PROFILE_MESSAGES.saved)}
          {snapshot.matches({ editing: 'unreachable' }) && words.unreachable}
        </p>
      </div>
    </form>
  );
}
