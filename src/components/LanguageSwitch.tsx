import { useSelector } from '@xstate/react';
import { languageOfSnapshot } from '../../machines/language.machine';
import { useLanguageActor } from '../language';
import { useWords } from '../words/catalogue';
import { LANGUAGES, LANGUAGE_NAMES } from '../words/language';
import { shellWords } from '../words/shell';
import * as styles from './LanguageSwitch.css';

interface LanguageSwitchProps {
  /** `bar`: in the header at 1024 px and wider; `menu`: full width in the mobile menu. */
  readonly layout: 'bar' | 'menu';
}

/**
 * हिन्दी / English (issue 15): two buttons, the chosen one pressed, each named in its own language and
 * marked with its `lang` so a screen reader says it right. The language machine keeps the choice.
 */
export function LanguageSwitch({ layout }: LanguageSwitchProps) {
  const words = useWords(shellWords);
  const actor = useLanguageActor();
  const chosen = useSelector(actor, languageOfSnapshot);
  return (
    <div role="group" aria-label={words.language} className={styles.group({ layout })}>
      {[...LANGUAGES].reverse().map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.choice}
          aria-pressed={chosen === language}
          onClick={() => actor.send({ type: 'user.choose', language })}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
