import * as styles from './TrendChart.css';

interface TrendChartProps {
  /** Its name for screen readers; the figures follow it as text, so it does not repeat them. */
  readonly label: string;
  /** Accuracy in percent, oldest first. */
  readonly values: readonly number[];
  /** The same figures as text, shown beside the chart for everyone. */
  readonly figures: string;
}

const WIDTH = 120;
const HEIGHT = 40;
const PAD = 5;

/**
 * A topic's accuracy over its latest tests as a small line chart (hand-drawn SVG: no chart library
 * for one line), with the figures beside it as text, which is what a screen reader reads.
 */
export function TrendChart({ label, values, figures }: TrendChartProps) {
  const x = (index: number) =>
    values.length === 1 ? WIDTH / 2 : PAD + (index * (WIDTH - 2 * PAD)) / (values.length - 1);
  const y = (value: number) => PAD + ((100 - value) * (HEIGHT - 2 * PAD)) / 100;
  const points = values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  const last = values.length - 1;
  return (
    <figure className={styles.figure}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        className={styles.chart}
      >
        {/* 0 %, 50 % and 100 % guides. */}
        {[0, 50, 100].map((value) => (
          <line key={value} x1={0} x2={WIDTH} y1={y(value)} y2={y(value)} className={styles.guide} />
        ))}
        {values.length > 1 && <polyline points={points} className={styles.line} />}
        {values.map((value, index) => (
          <circle
            key={index}
            cx={x(index)}
            cy={y(value)}
            r={index === last ? 3.5 : 2}
            className={index === last ? styles.lastPoint : styles.point}
          />
        ))}
      </svg>
      <figcaption className={styles.figures}>{figures}</figcaption>
    </figure>
  );
}
