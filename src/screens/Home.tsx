import site from '../content/site.json';
import { AboutSection } from '../components/home/AboutSection';
import { HeroSlider } from '../components/home/HeroSlider';
import { LinkCardGrid } from '../components/home/LinkCardGrid';
import { PageTitle } from '../components/PageTitle';
import { SectionHeader } from '../components/SectionHeader';
import { container, visuallyHidden } from '../styles/utilities.css';
import * as styles from './Home.css';
import { useWords } from '../words/catalogue';
import { homeWords } from '../words/home';
import { homeContent } from '../words/home-content';

/** The home page: slider, About Us, Explore Exam Test and Learn and Conquer (content in src/content/home.json, and its Hindi). */
export function Home() {
  const words = useWords(homeWords);
  const home = useWords(homeContent);
  return (
    <>
      <PageTitle />
      <h1 className={visuallyHidden}>{words.heading(site.brand.name)}</h1>
      <HeroSlider />
      <AboutSection />
      <section aria-labelledby="explore-heading" className={styles.band}>
        <div className={container}>
          <SectionHeader id="explore-heading" title={home.explore.heading} lead={home.explore.lead} />
          <LinkCardGrid cards={home.explore.cards} variant="compact" action={words.explore} />
        </div>
      </section>
      <section aria-labelledby="learn-heading" className={`${container} ${styles.section}`}>
        <SectionHeader id="learn-heading" title={home.learn.heading} lead={home.learn.lead} />
        <LinkCardGrid cards={home.learn.cards} variant="feature" action={words.startLearning} />
      </section>
    </>
  );
}
