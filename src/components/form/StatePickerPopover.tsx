import { useState, type KeyboardEvent } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { STATES } from '../../../contract/states';
import { Glyph } from '../Glyph';
import * as glyphs from '../ui-glyphs';
import type { StatePickerProps, StateTriggerProps } from './StatePicker';
import * as styles from './StatePicker.css';
import { useWords } from '../../words/catalogue';
import { formWords } from '../../words/form';

/**
 * The State dropdown on Radix Popover: a search box (a combobox over the list) and the 36 states.
 * Typing filters, the arrow keys move, Enter chooses, Escape closes and returns to the button. It
 * mounts open: the first click is what loaded it.
 */
export function StatePickerPopover({
  label,
  value,
  onValue,
  error,
  disabled,
  id,
  labelId,
  errorId,
}: StatePickerProps & StateTriggerProps) {
  const words = useWords(formWords);
  const listId = `${id}-list`;
  const [open, setOpen] = useState(true);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      STATES.findIndex((state) => state === value),
    ),
  );
  const matches = STATES.filter((state) => state.toLowerCase().includes(query.trim().toLowerCase()));
  const activeIndex = Math.min(active, matches.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  const openWith = (next: boolean) => {
    setOpen(next);
    if (next) {
      setQuery('');
      setActive(
        Math.max(
          0,
          STATES.findIndex((state) => state === value),
        ),
      );
    }
  };
  const choose = (state: string) => {
    onValue(state);
    setOpen(false);
  };
  const move = (to: number) => {
    const next = Math.max(0, Math.min(matches.length - 1, to));
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(activeIndex + 1),
      ArrowUp: () => move(activeIndex - 1),
      Home: () => move(0),
      End: () => move(matches.length - 1),
      PageDown: () => move(activeIndex + 8),
      PageUp: () => move(activeIndex - 8),
      Enter: () => {
        const state = matches[activeIndex];
        if (state) choose(state);
      },
    };
    const handle = keys[event.key];
    if (handle) {
      event.preventDefault();
      handle();
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={openWith}>
      <Popover.Trigger
        id={id}
        className={styles.trigger}
        aria-labelledby={`${labelId} ${id}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={disabled}
      >
        <span className={value ? undefined : styles.placeholder}>{value || words.selectState}</span>
        <Glyph d={glyphs.chevronDown} size={18} className={styles.chevron} />
      </Popover.Trigger>
      <Popover.Content
        className={styles.panel}
        align="start"
        sideOffset={6}
        aria-label={label}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).querySelector('input')?.focus();
        }}
      >
        <div className={styles.searchWrap}>
          <Glyph d={glyphs.search} size={18} className={styles.searchIcon} />
          <input
            type="text"
            role="combobox"
            className={styles.search}
            placeholder={words.searchStatePlaceholder}
            aria-label={words.searchState}
            aria-expanded={matches.length > 0}
            aria-controls={matches.length > 0 ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={matches.length > 0 ? optionId(activeIndex) : undefined}
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        {matches.length > 0 ? (
          <ul id={listId} role="listbox" aria-label={words.states} className={styles.list}>
            {matches.map((state, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys go to the search box (aria-activedescendant)
              <li
                key={state}
                id={optionId(index)}
                role="option"
                aria-selected={state === value}
                data-active={index === activeIndex}
                className={styles.option}
                onPointerMove={() => index !== activeIndex && setActive(index)}
                onClick={() => choose(state)}
              >
                {state}
                {state === value && <Glyph d={glyphs.check} size={16} />}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{words.noStateMatches(query.trim())}</p>
        )}
      </Popover.Content>
    </Popover.Root>
  );
}
