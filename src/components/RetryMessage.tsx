import { button } from './button.css';
import { StatusMessage } from './StatusMessage';
import { useWords } from '../words/catalogue';
import { pageWords } from '../words/page';

interface RetryMessageProps {
  readonly glyph: string;
  readonly title: string;
  /** What went wrong, in a sentence that ends by asking to try again. */
  readonly detail: string;
  readonly onRetry: () => void;
}

/** A list or page that could not be loaded: what happened, and a 'Try again' button. */
export function RetryMessage({ glyph, title, detail, onRetry }: RetryMessageProps) {
  const words = useWords(pageWords);
  return (
    <StatusMessage glyph={glyph} title={title}>
      <p>{detail}</p>
      <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={onRetry}>
        {words.tryAgain}
      </button>
    </StatusMessage>
  );
}
