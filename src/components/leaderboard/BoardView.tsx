import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { LEADERBOARD_MESSAGES, LEADERBOARD_SIZE } from '../../../contract/leaderboard';
import { formatTimeTaken } from '../../../contract/progress';
import type { Board, BoardRow } from '../../../machines/api/leaderboard';
import type { leaderboardMachine } from '../../../machines/leaderboard.machine';
import { button } from '../button.css';
import { Glyph } from '../Glyph';
import { RetryMessage } from '../RetryMessage';
import * as uiGlyphs from '../ui-glyphs';
import { visuallyHidden } from '../../styles/utilities.css';
import * as styles from './BoardView.css';

/** The words of a leaderboard (until the words-in-one-place mechanism lands). */
const WORDS = {
  loading: 'Loading the leaderboard...',
  failedTitle: 'The leaderboard could not be loaded.',
  failedDetail: 'Check your connection and try again.',
  rank: 'Rank',
  name: 'Name',
  score: 'Score',
  time: 'Time',
  you: 'You',
  yourRow: 'Your row',
  refresh: 'Refresh',
  caption: (title: string, takers: number) =>
    `${title}: top ${LEADERBOARD_SIZE}, ${takers} ${takers === 1 ? 'candidate' : 'candidates'}`,
} as const;

export type BoardActor = ActorRefFrom<typeof leaderboardMachine>;

/**
 * A leaderboard as its machine holds it: the top rows in a table (rank, display name, score, time),
 * the candidate's own row (marked "You", and repeated under the table when it is not among the top
 * ones), and what the server says when they are hidden or have not taken the test.
 */
export function BoardView({ actor }: { readonly actor: BoardActor }) {
  const snapshot = useSelector(actor, (state) => state);
  const board = snapshot.context.loaded;
  return (
    <div className={styles.board}>
      {snapshot.hasTag('busy') && (
        <p role="status" className={styles.muted}>
          {WORDS.loading}
        </p>
      )}
      {snapshot.matches('failed') && (
        <RetryMessage
          glyph={uiGlyphs.users}
          title={WORDS.failedTitle}
          detail={WORDS.failedDetail}
          onRetry={() => actor.send({ type: 'user.retry' })}
        />
      )}
      {snapshot.matches('empty') && <p className={styles.empty}>{LEADERBOARD_MESSAGES.empty}</p>}
      {snapshot.matches('shown') && board && <BoardTable board={board} />}
      {snapshot.can({ type: 'user.refresh' }) && (
        <button
          type="button"
          className={`${button({ tone: 'secondary', size: 'sm' })} ${styles.refresh}`}
          onClick={() => actor.send({ type: 'user.refresh' })}
        >
          <Glyph d={uiGlyphs.history} size={16} />
          {WORDS.refresh}
        </button>
      )}
    </div>
  );
}

function BoardTable({ board }: { readonly board: Board }) {
  const youAmongRows = board.rows.some((row) => row.isYou);
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.caption}>{WORDS.caption(board.title, board.takers)}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${styles.head} ${styles.number}`}>
              {WORDS.rank}
            </th>
            <th scope="col" className={styles.head}>
              {WORDS.name}
            </th>
            <th scope="col" className={`${styles.head} ${styles.number}`}>
              {WORDS.score}
            </th>
            <th scope="col" className={`${styles.head} ${styles.number}`}>
              {WORDS.time}
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
                {WORDS.yourRow}
              </th>
            </tr>
            <Row row={board.you} />
          </tbody>
        )}
      </table>
      {board.you === null && <p className={styles.muted}>{LEADERBOARD_MESSAGES.notTaken}</p>}
      {board.youHidden && <p className={styles.muted}>{LEADERBOARD_MESSAGES.hidden}</p>}
    </>
  );
}

function Row({ row }: { readonly row: BoardRow }) {
  return (
    <tr className={row.isYou ? styles.yourRow : undefined} aria-current={row.isYou ? 'true' : undefined}>
      <td className={`${styles.cell} ${styles.number}`}>{row.rank}</td>
      <td className={styles.cell}>
        {row.name}
        {row.isYou && (
          <span className={styles.youTag}>
            <span className={visuallyHidden}> (</span>
            {WORDS.you}
            <span className={visuallyHidden}>)</span>
          </span>
        )}
      </td>
      <td className={`${styles.cell} ${styles.number}`}>
        {row.correct} / {row.total}
      </td>
      <td className={`${styles.cell} ${styles.number}`}>{formatTimeTaken(row.timeTakenSeconds)}</td>
    </tr>
  );
}
