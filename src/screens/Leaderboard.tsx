import { useState } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { CATEGORIES, findTopic, type CategorySlug } from '../../contract/topics';
import type { BoardRequest } from '../../machines/api/leaderboard';
import { inspectOption } from '../../machines/inspection';
import { leaderboardMachine } from '../../machines/leaderboard.machine';
import { profileMachine } from '../../machines/profile.machine';
import { button } from '../components/button.css';
import * as formStyles from '../components/form/form.css';
import { HeroTiles } from '../components/HeroTiles';
import { BoardView } from '../components/leaderboard/BoardView';
import { InnerPageHero } from '../components/InnerPageHero';
import { PageTitle } from '../components/PageTitle';
import { ProfilePanel } from '../components/profile/ProfilePanel';
import { SectionHeader } from '../components/SectionHeader';
import * as uiGlyphs from '../components/ui-glyphs';
import type { LeaderboardSearch } from '../leaderboard-search';
import { container } from '../styles/utilities.css';
import { useWords } from '../words/catalogue';
import { useServerWords } from '../words/server-messages';
import { leaderboardPageWords } from '../words/leaderboard-page';
import * as styles from './Leaderboard.css';

const route = getRouteApi('/_candidate/leaderboard');

function boardOf(search: LeaderboardSearch): BoardRequest {
  const { category, topic, level } = search;
  return category && topic && level && findTopic(category, topic)
    ? { kind: 'topic', category, topic, level }
    : { kind: 'daily' };
}

/**
 * The leaderboards (/leaderboard, candidates only; issue 11): a picker (today's daily quiz, or a
 * category, topic and level), the chosen board, and how the candidate appears on boards. Saving the
 * profile loads the board again, so a hidden candidate sees their row leave the top rows.
 */
export function Leaderboard() {
  const words = useWords(leaderboardPageWords);
  const search = route.useSearch();
  const board = boardOf(search);
  const boardKey = board.kind === 'daily' ? 'daily' : `${board.category}/${board.topic}/${board.level}`;
  return (
    <>
      <PageTitle>{words.title}</PageTitle>
      <InnerPageHero
        title={words.title}
        tagline={words.tagline}
        aside={<HeroTiles glyphs={[uiGlyphs.users, uiGlyphs.award, uiGlyphs.clock]} />}
      />
      <div className={`${container} ${styles.page}`}>
        <BoardPicker key={boardKey} board={board} />
        {/* One board machine per chosen board: a new choice starts a fresh one. */}
        <Boards key={boardKey} board={board} />
      </div>
    </>
  );
}

function Boards({ board }: { readonly board: BoardRequest }) {
  const words = useWords(leaderboardPageWords);
  const boardActor = useActorRef(leaderboardMachine, { ...inspectOption(), input: { board } });
  const [profileLogic] = useState(() =>
    profileMachine.provide({ actions: { profileSaved: () => boardActor.send({ type: 'user.refresh' }) } }),
  );
  const profileActor = useActorRef(profileLogic, inspectOption());
  return (
    <>
      <section aria-labelledby="board-heading" className={styles.boardSection}>
        <SectionHeader id="board-heading" title={words.boardHeading} lead={words.rules} align="start" />
        <BoardView actor={boardActor} />
      </section>
      <section aria-labelledby="profile-heading" className={styles.card}>
        <SectionHeader
          id="profile-heading"
          title={words.profileHeading}
          lead={words.profileLead}
          align="start"
        />
        <ProfilePanel actor={profileActor} />
      </section>
    </>
  );
}

/** Today's daily quiz, or a category, topic and level: the choice goes into the URL. */
function BoardPicker({ board }: { readonly board: BoardRequest }) {
  const words = useWords(leaderboardPageWords);
  const say = useServerWords();
  const navigate = useNavigate();
  const [category, setCategory] = useState<CategorySlug>(
    board.kind === 'topic' ? board.category : 'aptitude',
  );
  const topics = CATEGORIES.find((entry) => entry.slug === category)?.topics ?? [];
  const [topic, setTopic] = useState(board.kind === 'topic' ? board.topic : (topics[0]?.slug ?? ''));
  const [level, setLevel] = useState(board.kind === 'topic' ? board.level : 1);
  return (
    <section aria-labelledby="pick-heading" className={styles.card}>
      <h2 id="pick-heading" className={styles.cardHeading}>
        {words.pickHeading}
      </h2>
      <Link
        to="/leaderboard"
        search={{}}
        className={button({ tone: board.kind === 'daily' ? 'primary' : 'secondary', size: 'sm' })}
        aria-current={board.kind === 'daily' ? 'page' : undefined}
      >
        {words.daily}
      </Link>
      <form
        className={styles.picker}
        onSubmit={(event) => {
          event.preventDefault();
          void navigate({ to: '/leaderboard', search: { category, topic, level } });
        }}
      >
        <label className={formStyles.field}>
          <span className={formStyles.label}>{words.category}</span>
          <select
            className={formStyles.select}
            value={category}
            onChange={(event) => {
              const next = event.target.value as CategorySlug;
              setCategory(next);
              setTopic(CATEGORIES.find((entry) => entry.slug === next)?.topics[0]?.slug ?? '');
            }}
          >
            {CATEGORIES.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {say(entry.title)}
              </option>
            ))}
          </select>
        </label>
        <label className={formStyles.field}>
          <span className={formStyles.label}>{words.topic}</span>
          <select
            className={formStyles.select}
            value={topic}
            onChange={(event) => setTopic(event.target.value)}
          >
            {topics.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {say(entry.title)}
              </option>
            ))}
          </select>
        </label>
        <label className={formStyles.field}>
          <span className={formStyles.label}>{words.level}</span>
          <select
            className={formStyles.select}
            value={level}
            onChange={(event) => setLevel(Number(event.target.value) as 1 | 2 | 3)}
          >
            {([1, 2, 3] as const).map((value) => (
              <option key={value} value={value}>
                {words.levelOption(value)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={button({ tone: 'primary', size: 'sm' })}>
          {words.show}
        </button>
      </form>
    </section>
  );
}
