import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { activeSlideIndex, isPausedByUser, sliderMachine } from '../../../machines/slider.machine';
import { button } from '../button.css';
import { Glyph } from '../Glyph';
import * as uiGlyphs from '../ui-glyphs';
import * as styles from './HeroSlider.css';
import { inspectOption } from '../../../machines/inspection';
import { useWords } from '../../words/catalogue';
import { homeWords } from '../../words/home';
import { homeContent } from '../../words/home-content';

/**
 * The home page's slider. The slider machine advances every 3 s; a dot jumps to its slide; Pause stops
 * it and resting the pointer on it holds it (WCAG 2.2.2). All slides share one grid cell, so the
 * tallest sets the height and changing slides never shifts the page.
 */
export function HeroSlider() {
  const [snapshot, send] = useMachine(sliderMachine, inspectOption());
  const active = activeSlideIndex(snapshot.value);
  const paused = isPausedByUser(snapshot.value);
  const home = useWords(homeContent);
  const count = home.slides.length;
  const words = useWords(homeWords).slider;

  // A candidate who asked the system for less motion starts with the slider paused.
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) send({ type: 'user.pause' });
  }, [send]);

  return (
    <section
      className={styles.slider}
      aria-roledescription={words.carousel}
      aria-label={words.label}
      onPointerEnter={(event) => event.pointerType === 'mouse' && send({ type: 'user.hold' })}
      onPointerLeave={(event) => event.pointerType === 'mouse' && send({ type: 'user.release' })}
    >
      <div className={styles.inner}>
        <div className={styles.stack} aria-live="off">
          {home.slides.map((slide, index) => (
            <div
              key={slide.headline}
              role="group"
              aria-roledescription={words.slide}
              aria-label={words.position(index + 1, count)}
              className={styles.slide}
              data-active={index === active}
              inert={index !== active}
            >
              <div className={styles.text}>
                <p className={styles.eyebrow}>{slide.eyebrow}</p>
                <h2 className={styles.headline}>{slide.headline}</h2>
                <p className={styles.lead}>{slide.text}</p>
                <Link to={slide.cta.to} className={button({ tone: 'onBrand', size: 'lg' })}>
                  {slide.cta.label}
                  <Glyph d={uiGlyphs.arrowRight} size={20} />
                </Link>
              </div>
              <img
                src={slide.image.src}
                width={slide.image.width}
                height={slide.image.height}
                alt=""
                className={styles.image}
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding="async"
              />
            </div>
          ))}
        </div>
        <div className={styles.dots}>
          {home.slides.map((slide, index) => (
            <button
              key={slide.headline}
              type="button"
              className={styles.dot}
              aria-label={words.show(index + 1)}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => send({ type: 'user.selectSlide', index })}
            />
          ))}
          <button
            type="button"
            className={styles.playback}
            aria-label={paused ? words.play : words.pause}
            onClick={() => send({ type: paused ? 'user.play' : 'user.pause' })}
          >
            <Glyph d={paused ? uiGlyphs.play : uiGlyphs.pause} size={18} />
          </button>
        </div>
      </div>
    </section>
  );
}
