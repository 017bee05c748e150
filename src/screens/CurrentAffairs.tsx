import { useId, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import content from '../content/current-affairs.json';
import { button } from '../components/button.css';
import { card } from '../components/card.css';
import { formatIsoDate } from '../components/format-date';
import { Glyph } from '../components/Glyph';
import { InnerPageHero } from '../components/InnerPageHero';
import { PageTitle } from '../components/PageTitle';
import * as uiGlyphs from '../components/ui-glyphs';
import { container, visuallyHidden } from '../styles/utilities.css';
import * as styles from './CurrentAffairs.css';
import { useWords } from '../words/catalogue';
import { currentAffairsWords } from '../words/current-affairs';

type Article = (typeof content.articles)[number];

function matches(article: Article, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || `${article.title} ${article.description}`.toLowerCase().includes(needle);
}

/** Current affairs (/currentaffairs): sample articles from a content file, filtered by the search box. */
export function CurrentAffairs() {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const words = useWords(currentAffairsWords);
  const articles = content.articles.filter((article) => matches(article, query));
  // Filtering happens as you type; the Search button is there for people who expect one.
  const submit = (event: FormEvent) => event.preventDefault();

  return (
    <>
      <PageTitle>{content.heading}</PageTitle>
      <InnerPageHero eyebrow={words.eyebrow} title={content.heading} tagline={content.lead}>
        <form role="search" className={styles.search} onSubmit={submit}>
          <label htmlFor={searchId} className={visuallyHidden}>
            {words.searchLabel}
          </label>
          <span className={styles.inputWrap}>
            <Glyph d={uiGlyphs.search} size={20} className={styles.inputIcon} />
            <input
              id={searchId}
              type="search"
              className={styles.input}
              placeholder={words.searchPlaceholder}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
            />
          </span>
          <button type="submit" className={`${button({ tone: 'accent' })} ${styles.searchButton}`}>
            {words.search}
          </button>
        </form>
      </InnerPageHero>

      <section aria-labelledby="articles-heading" className={`${container} ${styles.section}`}>
        <div className={styles.listHeader}>
          <h2 id="articles-heading" className={styles.listTitle}>
            {words.listTitle}
          </h2>
          <p role="status" className={styles.count}>
            {query.trim() === ''
              ? words.count(articles.length)
              : words.matching(articles.length, content.articles.length)}
          </p>
        </div>

        {articles.length > 0 ? (
          <ul role="list" className={styles.grid}>
            {articles.map((article, index) => (
              <li key={article.id}>
                <article className={`${card({ padding: 'none' })} ${styles.articleCard}`}>
                  <img
                    src={article.image.src}
                    width={article.image.width}
                    height={article.image.height}
                    alt=""
                    className={styles.image}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                  <div className={styles.body}>
                    <time dateTime={article.date} className={styles.date}>
                      <Glyph d={uiGlyphs.calendar} size={16} />
                      {formatIsoDate(article.date)}
                    </time>
                    <h3 className={styles.articleTitle}>{article.title}</h3>
                    <p className={styles.description}>{article.description}</p>
                    <Link to="/" className={styles.readMore}>
                      {words.readMore}
                      <span className={visuallyHidden}>: {article.title}</span>
                      <Glyph d={uiGlyphs.arrowRight} size={16} />
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.noMatch}>
            <p className={styles.noMatchTitle}>{words.noMatch(query.trim())}</p>
            <p>{words.noMatchHint}</p>
            <button
              type="button"
              className={button({ tone: 'secondary', size: 'sm' })}
              onClick={() => setQuery('')}
            >
              {words.clearSearch}
            </button>
          </div>
        )}
      </section>
    </>
  );
}
