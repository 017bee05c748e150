import type { ExamFamilySlug } from '../../contract/exam-families';

const COLOURS: Record<ExamFamilySlug, string> = {
  ssc: '#1d3f8f',
  rrb: '#9f1239',
  crpf: '#4d6b12',
  bsf: '#0f4c5c',
  ias: '#a14a06',
  ctet: '#6d28d9',
  net: '#0f766e',
};

/**
 * A round emblem with the exam body's initials. Our own drawing, not the body's real logo or trademark.
 * Decorative: the card beside it names the exam.
 */
export function FamilyEmblem({
  family,
  size = 56,
}: {
  readonly family: ExamFamilySlug;
  readonly size?: number;
}) {
  const initials = family.toUpperCase();
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="31" fill={COLOURS[family]} />
      <circle cx="32" cy="32" r="26" fill="none" stroke="#fff" strokeOpacity="0.45" strokeWidth="1.5" />
      <path d="M32 9.5l1.6 3.3 3.6.5-2.6 2.5.6 3.6-3.2-1.7-3.2 1.7.6-3.6-2.6-2.5 3.6-.5z" fill="#f59e0b" />
      <text
        x="32"
        y="38.5"
        textAnchor="middle"
        fill="#fff"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontWeight="800"
        fontSize={initials.length > 3 ? 14 : 17}
        letterSpacing="0.5"
      >
        {initials}
      </text>
      <path d="M20 46h24" stroke="#fff" strokeOpacity="0.55" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
