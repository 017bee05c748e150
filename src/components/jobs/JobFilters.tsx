import { useId, useState } from 'react';
import { Glyph } from '../Glyph';
import * as glyphs from '../ui-glyphs';
import * as styles from './JobFilters.css';
import { useWords } from '../../words/catalogue';
import { jobsWords } from '../../words/jobs';

export interface JobFiltersProps {
  readonly states: readonly string[];
  readonly qualifications: readonly string[];
  /** Every state and every qualification a job can be filtered by. */
  readonly stateOptions: readonly string[];
  readonly qualificationOptions: readonly string[];
  /** The qualification list is still on its way. */
  readonly qualificationsLoading: boolean;
  readonly onToggleState: (state: string) => void;
  readonly onToggleQualification: (qualification: string) => void;
  readonly onClearAll: () => void;
}

/**
 * The state and qualification checkboxes with Clear All (spec §2). At 1024 px and wider they sit beside
 * the list; below that they fold away behind a Filters button, so the jobs come first on a phone.
 */
export function JobFilters(props: JobFiltersProps) {
  const words = useWords(jobsWords);
  const panelId = useId();
  const [expanded, setExpanded] = useState(false);
  const chosen = props.states.length + props.qualifications.length;
  return (
    <div className={styles.filters}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded(!expanded)}
      >
        <Glyph d={glyphs.sliders} size={18} />
        {words.filters}
        {chosen > 0 && <span className={styles.badge}>{chosen}</span>}
        <Glyph d={glyphs.chevronDown} size={18} className={styles.chevron} />
      </button>
      <section
        id={panelId}
        aria-labelledby={`${panelId}-title`}
        className={styles.panel}
        data-expanded={expanded}
      >
        <div className={styles.panelHeader}>
          <h2 id={`${panelId}-title`} className={styles.panelTitle}>
            {words.filters}
          </h2>
          <button type="button" className={styles.clear} onClick={props.onClearAll}>
            {words.clearAll}
          </button>
        </div>
        <CheckboxGroup
          legend={words.state}
          options={props.stateOptions}
          chosen={props.states}
          onToggle={props.onToggleState}
          note={words.allIndiaIncluded}
        />
        <CheckboxGroup
          legend={words.qualification}
          options={props.qualificationOptions}
          chosen={props.qualifications}
          onToggle={props.onToggleQualification}
          note={props.qualificationsLoading ? words.loadingQualifications : undefined}
        />
      </section>
    </div>
  );
}

interface CheckboxGroupProps {
  readonly legend: string;
  readonly options: readonly string[];
  readonly chosen: readonly string[];
  readonly onToggle: (option: string) => void;
  readonly note?: string;
}

function CheckboxGroup({ legend, options, chosen, onToggle, note }: CheckboxGroupProps) {
  const words = useWords(jobsWords);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {legend}
        {chosen.length > 0 && <span className={styles.legendCount}>{words.chosenCount(chosen.length)}</span>}
      </legend>
      {note && <p className={styles.note}>{note}</p>}
      <ul role="list" className={styles.options}>
        {options.map((option) => (
          <li key={option}>
            <label className={styles.option}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={chosen.includes(option)}
                onChange={() => onToggle(option)}
              />
              <span>{option}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
