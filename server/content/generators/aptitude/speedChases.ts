/**
 * Chases and two crossings, as SSC papers set them beside the classic kinds (issue 19, survey of branch
 * qd): a policeman chasing a thief, either spotted some metres ahead or starting some minutes late (how
 * far the thief runs, or where he is caught); and a train passing a pole and a platform in given times
 * (its length, or its speed). speed.ts spreads them in after its other kinds.
 */
import { num, withUnit } from '../format';
import { isWhole } from '../math';
import { until } from '../question';
import type { Kind, Problem } from '../types';
import { hiKm, hiKmph, hiMinutes, hiSeconds } from './hindiSpeed';
import { aroundKey } from './keyRank';
import { km, kmph, seconds } from './speedUnits';

const metres = withUnit('m');
const hiMetres = withUnit('मीटर');
const positiveWhole = (v: number): boolean => v > 0 && isWhole(v);

export const SPEED_CHASES: Record<string, Kind> = {
  thiefChase: {
    levels: [2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const thief = rng.int(5, 12);
        const police = rng.int(thief + 1, thief + 4);
        const gap = police - thief;
        const late = level === 3 && rng.chance(0.6);
        if (!late) {
          // spotted `d` metres ahead, both start together: the thief runs d × thief / gap metres
          const d = rng.step(50, 500, 50);
          const run = (d * thief) / gap;
          if (!isWhole(run) || run > 2500) return undefined;
          const minutes = (d / 1000 / gap) * 60;
          const wrong = [
            {
              mistake: 'giving the distance the policeman runs',
              hi: 'सिपाही द्वारा दौड़ी गई दूरी बताना',
              value: (d * police) / gap,
            },
            {
              mistake: 'adding the speeds instead of subtracting them',
              hi: 'चालों को घटाने के स्थान पर जोड़ना',
              value: (d * thief) / (thief + police),
            },
            {
              mistake: "dividing the gap by the policeman's speed",
              hi: 'दूरी को सिपाही की चाल से भाग देना',
              value: (d * thief) / police,
            },
            {
              mistake: 'adding the two distances run',
              hi: 'दोनों की दौड़ी गई दूरियों को जोड़ देना',
              value: (d * (thief + police)) / gap,
            },
            {
              mistake: 'giving the distance between them at the start',
              hi: 'आरंभ में उनके बीच की दूरी बताना',
              value: d,
            },
            {
              mistake: 'forgetting to divide by the difference of the speeds',
              hi: 'चालों के अंतर से भाग देना भूल जाना',
              value: d * thief,
            },
          ].filter((w) => positiveWhole(w.value));
          const kept = aroundKey(wrong, run, d + thief);
          if (new Set(kept.slice(0, 3).map((w) => w.value)).size < 3) return undefined;
          return {
            question: `A policeman spots a thief ${metres(d)} away. The thief starts running at ${kmph(thief)}, and at the same moment the policeman starts chasing him at ${kmph(police)}. How far will the thief have run before he is caught?`,
            answer: run,
            format: metres,
            distractors: kept,
            steps: [
              `The policeman gains ${police} − ${thief} = ${gap} km/h on the thief, so he closes the ${num(d)} m (${num(d / 1000)} km) in ${num(d / 1000)} ÷ ${gap} h = ${num(minutes)} minutes.`,
              `In that time the thief runs ${thief} × ${num(d / 1000)}/${gap} km = ${num(run)} m.`,
            ],
            hi: {
              question: `एक सिपाही ${hiMetres(d)} की दूरी पर एक चोर को देखता है। चोर ${hiKmph(thief)} की चाल से भागना शुरू करता है, और उसी क्षण सिपाही ${hiKmph(police)} की चाल से उसका पीछा करना शुरू करता है। पकड़े जाने से पहले चोर कितनी दूरी दौड़ चुका होगा?`,
              steps: [
                `सिपाही चोर से ${police} − ${thief} = ${gap} किमी/घंटा अधिक चलता है, अतः ${num(d)} मीटर (${num(d / 1000)} किमी) की दूरी ${num(d / 1000)} ÷ ${gap} घंटे = ${num(minutes)} मिनट में पाटता है।`,
                `इतने समय में चोर ${thief} × ${num(d / 1000)}/${gap} किमी = ${num(run)} मीटर दौड़ता है।`,
              ],
              format: hiMetres,
            },
            params: { late, d, thief, police },
          };
        }
        // the policeman sets off `t` minutes after the thief, from the same place
        const t = rng.pick([10, 12, 15, 20, 24, 30, 36, 40, 45]);
        const lead = (thief * t) / 60;
        const caught = (police * lead) / gap;
        if (!isWhole(lead * 10) || !isWhole(caught * 10)) return undefined;
        const wrong = [
          {
            mistake: "giving the thief's head start",
            hi: 'चोर की आरंभिक बढ़त बताना',
            value: lead,
          },
          {
            mistake: 'adding the speeds instead of subtracting them',
            hi: 'चालों को घटाने के स्थान पर जोड़ना',
            value: (police * lead) / (thief + police),
          },
          {
            mistake: 'giving only what the thief runs after the policeman starts',
            hi: 'केवल सिपाही के चलने के बाद चोर द्वारा दौड़ी गई दूरी बताना',
            value: (thief * lead) / gap,
          },
          {
            mistake: 'adding the head start again',
            hi: 'आरंभिक बढ़त को दोबारा जोड़ देना',
            value: caught + lead,
          },
          {
            mistake: "multiplying the head start by the policeman's speed",
            hi: 'आरंभिक बढ़त को सिपाही की चाल से गुणा करना',
            value: lead * police,
          },
        ].filter((w) => w.value > 0 && isWhole(w.value * 10));
        const kept = aroundKey(wrong, caught, t + thief);
        if (new Set(kept.slice(0, 3).map((w) => w.value)).size < 3) return undefined;
        return {
          question: `A thief runs away at ${kmph(thief)}. A policeman starts chasing him ${t} minutes later from the same place at ${kmph(police)}. At what distance from that place will the thief be caught?`,
          answer: caught,
          format: km,
          wholeOptions: false,
          distractors: kept,
          steps: [
            `In ${t} minutes the thief gets ${thief} × ${t}/60 = ${num(lead)} km ahead.`,
            `The policeman gains ${police} − ${thief} = ${gap} km/h, so he catches up in ${num(lead)} ÷ ${gap} h, running ${police} × ${num(lead)}/${gap} = ${num(caught)} km.`,
          ],
          hi: {
            question: `एक चोर ${hiKmph(thief)} की चाल से भागता है। ${t} मिनट बाद एक सिपाही उसी स्थान से ${hiKmph(police)} की चाल से उसका पीछा करना शुरू करता है। उस स्थान से कितनी दूरी पर चोर पकड़ा जाएगा?`,
            steps: [
              `${hiMinutes(t)} में चोर ${thief} × ${t}/60 = ${num(lead)} किमी आगे निकल जाता है।`,
              `सिपाही ${police} − ${thief} = ${gap} किमी/घंटा अधिक चलता है, अतः वह ${num(lead)} ÷ ${gap} घंटे में चोर को पकड़ लेता है, और इतने में ${police} × ${num(lead)}/${gap} = ${num(caught)} किमी दौड़ता है।`,
            ],
            format: hiKm,
          },
          params: { late, t, thief, police },
        };
      });
    },
  },
  poleAndPlatform: {
    levels: [2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const v = rng.pick([10, 12, 15, 16, 18, 20, 24, 25]); // m/s
        const len = rng.step(100, 400, 10);
        const plat = rng.step(100, 500, 10);
        const t1 = len / v;
        const t2 = (len + plat) / v;
        if (!isWhole(t1) || !isWhole(t2) || len === plat) return undefined;
        const askSpeed = level === 3 && rng.chance(0.5);
        const speed = v * 3.6;
        const wrong = askSpeed
          ? [
              {
                mistake: 'leaving the speed in m/s',
                hi: 'चाल को मी/से में ही छोड़ देना',
                value: v,
              },
              {
                mistake: 'dividing the platform by the whole time on the platform',
                hi: 'प्लेटफ़ॉर्म की लंबाई को प्लेटफ़ॉर्म पार करने के पूरे समय से भाग देना',
                value: (plat / t2) * 3.6,
              },
              {
                mistake: 'dividing the platform by the time to pass the pole',
                hi: 'प्लेटफ़ॉर्म की लंबाई को खंभा पार करने के समय से भाग देना',
                value: (plat / t1) * 3.6,
              },
              {
                mistake: 'dividing the platform by the sum of the times',
                hi: 'प्लेटफ़ॉर्म की लंबाई को दोनों समयों के योग से भाग देना',
                value: (plat / (t1 + t2)) * 3.6,
              },
            ]
          : [
              {
                mistake: 'giving the train and the platform together',
                hi: 'रेलगाड़ी और प्लेटफ़ॉर्म की लंबाई का योग बताना',
                value: len + plat,
              },
              {
                mistake: 'dividing the platform by the whole time on the platform',
                hi: 'प्लेटफ़ॉर्म की लंबाई को प्लेटफ़ॉर्म पार करने के पूरे समय से भाग देना',
                value: (plat / t2) * t1,
              },
              {
                mistake: 'dividing the platform by the sum of the times',
                hi: 'प्लेटफ़ॉर्म की लंबाई को दोनों समयों के योग से भाग देना',
                value: (plat / (t1 + t2)) * t1,
              },
              {
                mistake: 'inverting the ratio of the times',
                hi: 'समयों के अनुपात को उलट देना',
                value: (plat * (t2 - t1)) / t1,
              },
              {
                mistake: "taking the platform's length as the train's",
                hi: 'प्लेटफ़ॉर्म की लंबाई को ही रेलगाड़ी की लंबाई मान लेना',
                value: plat,
              },
            ];
        const answer = askSpeed ? speed : len;
        const usable = wrong.filter((w) => positiveWhole(w.value));
        const kept = aroundKey(usable, answer, len + plat + t1);
        if (new Set(kept.slice(0, 3).map((w) => w.value)).size < 3) return undefined;
        const gapT = t2 - t1;
        return {
          question: `A train passes a pole in ${seconds(t1)} and a platform ${metres(plat)} long in ${seconds(t2)}. What is ${askSpeed ? 'the speed of the train' : 'the length of the train'}?`,
          answer,
          format: askSpeed ? kmph : metres,
          distractors: kept,
          steps: [
            `The platform adds ${num(plat)} m to the distance and ${t2} − ${t1} = ${gapT} seconds to the time, so the train runs ${num(plat)} ÷ ${gapT} = ${num(v)} m/s.`,
            askSpeed
              ? `${num(v)} m/s × 18/5 = ${num(speed)} km/h.`
              : `Passing the pole it covers its own length: ${num(v)} × ${t1} = ${num(len)} m.`,
          ],
          hi: {
            question: `एक रेलगाड़ी एक खंभे को ${hiSeconds(t1)} में और ${hiMetres(plat)} लंबे एक प्लेटफ़ॉर्म को ${hiSeconds(t2)} में पार करती है। रेलगाड़ी ${askSpeed ? 'की चाल' : 'की लंबाई'} क्या है?`,
            steps: [
              `प्लेटफ़ॉर्म दूरी में ${num(plat)} मीटर और समय में ${t2} − ${t1} = ${gapT} सेकंड जोड़ता है, अतः रेलगाड़ी की चाल ${num(plat)} ÷ ${gapT} = ${num(v)} मी/से है।`,
              askSpeed
                ? `${num(v)} मी/से × 18/5 = ${num(speed)} किमी/घंटा।`
                : `खंभा पार करते समय वह अपनी लंबाई जितनी दूरी तय करती है: ${num(v)} × ${t1} = ${num(len)} मीटर।`,
            ],
            format: askSpeed ? hiKmph : hiMetres,
          },
          params: { t1, t2, plat, askSpeed },
        };
      });
    },
  },
};
