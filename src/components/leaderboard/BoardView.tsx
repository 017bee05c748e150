import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { LEADERBOARD_MESSAGES } from '../../../contract/leaderboard';
import { formatTimeTaken } from '../../../contract/time-taken';
import type { Board, BoardRow } from '../../../machines/api/leaderboard';
import type { leaderboardMachine } from '../../../machines/leaderboard.machine';
import { button } from '../button.css';
import { Glyph } from '../Glyph';
import { RetryMessage } from '../RetryMessage';
import * as uiGlyphs from '../ui-glyphs';
import { visuallyHidden } from '../../styles/utilities.css';
import * as styles from './BoardView.css';
import { useWords } from '../../words/catalogue';
import { useServerWords } from '../../words/server-messages';
import { leaderboardWords } from '../../words/leaderboard';

export type BoardActor = ActorRefFrom<typeof leaderboardMachine>;

/**
 * A leaderboard as its machine holds it: the top rows in a table (rank, display name, score, time),
 * the candidate's own row (marked "You", and repeated under the table when it is not among the top
 * ones), and what the server says when they are hidden or have not taken the test.
 */
export function BoardView({ actor }: { readonly actor: BoardActor }) {
  const words = useWords(leaderboardWords);
  const say = useServerWords();
  const snapshot = useSelector(actor, (state) => state);
  const board = snapshot.context.loaded;
  return (
    <div className={styles.board}>
      {snapshot.hasTag('busy') && (
        <p role="status" className={styles.muted}>
          {words.loading}
        </p>
      )}
      {snapshot.matches('failed') && (
        <RetryMessage
          glyph={uiGlyphs.users}
          title={words.failedTitle}
          detail={words.failedDetail}
          onRetry={() => actor.send({ type: 'user.retry' })}
        />
      )}
      {snapshot.matches('empty') && <p className={styles.empty}>{say(LEADERBOARD_MESSAGES.empty)}</p>}
      {snapshot.matches('shown') && board && <BoardTable board={board} />}
      {snapshot.can({ type: 'user.refresh' }) && (
        <button
          type="button"
          className={`${button({ tone: 'secondary', size: 'sm' })} ${styles.refresh}`}
          onClick={() => actor.send({ type: 'user.refresh' })}
        >
          <Glyph d={uiGlyphs.history} size={16} />
          {words.refresh}
        </button>
      )}
    </div>
  );
}

function BoardTable({ board }: { readonly board: Board }) {
  const words = useWords(leaderboardWords);
  const say = useServerWords();
  const youAmongRows = board.rows.some((row) => row.isYou);
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.caption}>{words.caption(board.title, board.takers)}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${styles.head} ${styles.number}`}>
              {words.rank}
            </th>
            <th scope="col" className={styles.head}>
              {words.name}
            </th>
            <th scope="col" className={`${styles.head} ${styles.number}`}>
              {words.score}
            </th>
            <th scope="col" className={`${styles.head} ${styles.number}`}>
              {words.time}
            </th>
          </tr>
        </thead>
        <tbody>
          {board.rows.map((row) => (
            <Row key={`${row.rank}-${row.name}-${row.isYou}`} row={row} />
          ))}
        </tbody>
        {board.you && !youAmongRows && (
          <tbody className={styles.ownGroup}>
            <tr>
              <th scope="rowgroup" colSpan={4} className={styles.ownLabel}>
                {words.yourRow}
              </th>
            </tr>
            <Row row={board.you} />
          </tbody>
        )}
      </table>
      {board.you === null && <p className={styles.muted}>{say(LEADERBOARD_MESSAGES.notTaken)}</p>}
      {board.youHidden && <p className={styles.muted}>{say(LEADERBOARD_MESSAGES.hidden)}</p>}
    </>
  );
}

function Row({ row }: { readonly row: BoardRow }) {
  const words = useWords(leaderboardWords);
  const say = useServerWords();
  return (
    <tr className={row.isYou ? styles.yourRow : undefined} aria-current={row.isYou ? 'true' : undefined}>
      <td className={`${styles.cell} ${styles.number}`}>{row.rank}</td>
      <td className={styles.cell}>
        {row.name}
        {row.isYou && (
          <span className={styles.youTag}>
            <span className={visuallyHidden}> (</span>
            {words.you}
            <span className={visuallyHidden}>)</span>
          </span>
        )}
      </td>
      <td className={`${styles.cell} ${styles.number}`}>
        {row.correct} / {row.total}
      </td>
      <td className={`${styles.cell} ${styles.number}`}>{say(formatTimeTaken(row.timeTakenSeconds))}</td>
    </tr>
  );
}
