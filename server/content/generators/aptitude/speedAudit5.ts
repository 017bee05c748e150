/**
 * A swimmer (or a boat) t minutes against the current and t minutes with it, ending d metres from the
 * start (coverage audit 4, item 7): the current's speed (`currentFromDrift`, beside `boat`). Over the
 * two equal stretches the swimmer's own speed cancels and the current carries the swimmer for 2t
 * minutes, so the current = d ÷ 2t. speed.ts spreads it in after its other kinds; the Hindi twin is
 * written from the same drawn values.
 */
import { num, withUnit } from '../format';
import { isWhole } from '../math';
import { isExact, until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';
import { hiKmph, hiMinutes } from './hindiSpeed';
import { kmph } from './speedUnits';

const mpm = withUnit('m/min');
const hiMpm = withUnit('मी/मिनट');
const minutes = (m: number): string => `${num(m)} minutes`;

export const SPEED_AUDIT5: Record<string, Kind> = {
  currentFromDrift: {
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const t = rng.int(3, 15);
        const c = rng.step(5, 50, 5); // the current in m/min
        const d = 2 * t * c;
        const inKmph = rng.chance(0.6);
        const f = inKmph ? 0.06 : 1; // m/min → km/h
        const key = c * f;
        if (d > 1000 || !isWhole(key * 100)) return undefined;
        const wrong: Distractor[] = [
          {
            mistake: 'dividing the distance by one stretch’s time only',
            hi: 'दूरी को केवल एक भाग के समय से भाग देना',
            value: (d / t) * f,
          },
          {
            mistake: 'halving again, as for (downstream − upstream) ÷ 2',
            hi: '(अनुप्रवाह − ऊर्ध्वप्रवाह) ÷ 2 की तरह फिर से आधा करना',
            value: (d / (4 * t)) * f,
          },
          ...(inKmph
            ? [
                {
                  mistake: 'leaving the speed in metres per minute',
                  hi: 'चाल को मीटर प्रति मिनट में ही छोड़ देना',
                  value: c,
                },
                {
                  mistake: 'treating the minutes as seconds (× 18/5)',
                  hi: 'मिनटों को सेकंड मानकर 18/5 से गुणा करना',
                  value: c * 3.6,
                },
                {
                  mistake: 'converting the metres to km but not the minutes to hours',
                  hi: 'मीटर को किमी में बदलना पर मिनट को घंटे में न बदलना',
                  value: c / 1000,
                },
              ]
            : [
                {
                  mistake: 'converting to km/h when metres per minute are asked',
                  hi: 'मीटर प्रति मिनट पूछे जाने पर किमी/घंटा में बदल देना',
                  value: c * 0.06,
                },
                {
                  mistake: 'dividing the distance by the time in seconds',
                  hi: 'दूरी को सेकंडों में समय से भाग देना',
                  value: d / (2 * t * 60),
                },
              ]),
        ].filter(
          (w) => (w.value as number) > 0 && isExact(w.value as number) && isWhole((w.value as number) * 100),
        );
        const kept = aroundKey(wrong, key, t + c);
        if (new Set(kept.slice(0, 3).map((w) => w.value)).size < 3 || kept.length < 3) return undefined;
        const swimmer = rng.chance(0.6);
        const unitEn = inKmph ? 'km/h' : 'm/min';
        const unitHi = inKmph ? 'किमी/घंटा' : 'मी/मिनट';
        const fmt = inKmph ? kmph : mpm;
        const hiFmt = inKmph ? hiKmph : hiMpm;
        return {
          question: swimmer
            ? `A swimmer swims against the current for ${minutes(t)} and then turns and swims with the current for ${minutes(t)}, at the same effort throughout. She is now ${num(d)} m downstream of her starting point. What is the speed of the current in ${unitEn}?`
            : `A motorboat goes upstream for ${minutes(t)}, then turns and goes downstream for ${minutes(t)}, its engine running the same throughout. It is now ${num(d)} m downstream of its starting point. What is the speed of the stream in ${unitEn}?`,
          answer: key,
          format: fmt,
          wholeOptions: false,
          distractors: kept,
          steps: [
            `With own speed u and current c (m/min): against the current (u − c) × ${t} m back, with it (u + c) × ${t} m forward. The net is 2c × ${t} = ${2 * t}c = ${num(d)} m, so c = ${num(d)} ÷ ${2 * t} = ${mpm(c)}.`,
            ...(inKmph ? [`${mpm(c)} = ${num(c)} × 60/1000 km/h = ${kmph(key)}.`] : []),
          ],
          hi: {
            question: swimmer
              ? `एक तैराक ${hiMinutes(t)} तक धारा के विपरीत तैरती है, फिर मुड़कर ${hiMinutes(t)} तक धारा के साथ तैरती है, पूरे समय एक जैसे प्रयास से। अब वह अपने आरंभिक बिंदु से ${num(d)} मीटर धारा की दिशा में आगे है। धारा की चाल ${unitHi} में कितनी है?`
              : `एक मोटरबोट ${hiMinutes(t)} तक धारा के विपरीत चलती है, फिर मुड़कर ${hiMinutes(t)} तक धारा के साथ चलती है, इंजन पूरे समय एक समान चलता है। अब वह अपने आरंभिक बिंदु से ${num(d)} मीटर धारा की दिशा में आगे है। धारा की चाल ${unitHi} में कितनी है?`,
            steps: [
              `अपनी चाल u और धारा की चाल c (मी/मिनट) मानें: धारा के विपरीत (u − c) × ${t} पीछे, धारा के साथ (u + c) × ${t} आगे। कुल 2c × ${t} = ${2 * t}c = ${num(d)} मीटर, अतः c = ${num(d)} ÷ ${2 * t} = ${hiMpm(c)}।`,
              ...(inKmph ? [`${hiMpm(c)} = ${num(c)} × 60/1000 किमी/घंटा = ${hiKmph(key)}।`] : []),
            ],
            format: hiFmt,
          },
          params: { t, d, unit: unitEn },
        };
      });
    },
  },
};
