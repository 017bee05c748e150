import { button } from './button.css';
import { StatusMessage } from './StatusMessage';

interface RetryMessageProps {
  readonly glyph: string;
  readonly title: string;
  /** What went wrong, in a sentence that ends by asking to try again. */
  readonly detail: string;
  readonly onRetry: () => void;
}

/** A list or page that could not be loaded: what happened, and a 'Try again' button. */
export function RetryMessage({ glyph, title, detail, onRetry }: RetryMessageProps) {
  return (
    <StatusMessage glyph={glyph} title={title}>
      <p>{detail}</p>
      <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={onRetry}>
        Try again
      </button>
    </StatusMessage>
  );
}
