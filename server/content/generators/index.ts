/** The generated topics: category slug → topic slug (exactly as contract/topics.ts spells it) → generator. */
import { algebraicExpression } from './aptitude/algebra';
import { average } from './aptitude/average';
import { dataInterpretation } from './aptitude/dataInterpretation';
import { geometry } from './aptitude/geometry';
import { hcfAndLcm } from './aptitude/hcfLcm';
import { simpleCompoundInterest } from './aptitude/interest';
import { mensuration } from './aptitude/mensuration';
import { mixtureAlligation } from './aptitude/mixture';
import { percentage } from './aptitude/percentage';
import { profitAndLoss } from './aptitude/profit';
import { ratioProportionPartnership } from './aptitude/ratio';
import { simplification } from './aptitude/simplification';
import { speedAndDistance } from './aptitude/speed';
import { statisticsProbability } from './aptitude/statistics';
import { trigonometry } from './aptitude/trigonometry';
import { timeAndWork } from './aptitude/work';
import { grammer, sentenceImprovement, spottingErrors } from './english/grammar';
import { directIndirectSpeech } from './english/speech';
import { activePassiveVoice } from './english/voice';
import { history } from './general_knowledge/history';
import { miscellaneous } from './general_knowledge/miscellaneous';
import { polity } from './general_knowledge/polity';
import { alphabetTest } from './reasoning/alphabet';
import { anology } from './reasoning/analogy';
import { bloodRelation } from './reasoning/bloodRelation';
import { classification } from './reasoning/classification';
import { cubeAndDice } from './reasoning/cubeDice';
import { clockCalender } from './reasoning/clockCalendar';
import { codingAndDecoding } from './reasoning/coding';
import { directionDistance } from './reasoning/direction';
import { embeddedFigure } from './reasoning/embeddedFigure';
import { completionOfFigure } from './reasoning/figureCompletion';
import { figureFormationAnalysis } from './reasoning/figureFormation';
import { mirrorAndWaterImage } from './reasoning/mirror';
import { nonVerbalSeries } from './reasoning/nonVerbalSeries';
import { numberPuzzle } from './reasoning/numberPuzzle';
import { paperCuttingFolding } from './reasoning/paperFolding';
import { timeSequenceNumberRanking } from './reasoning/ranking';
import { sittingArrangements } from './reasoning/seating';
import { series } from './reasoning/series';
import { syllogism } from './reasoning/syllogism';
import { visualReasoning } from './reasoning/visualReasoning';
import type { TopicGenerator } from './types';

export const GENERATORS: Readonly<Record<string, Readonly<Record<string, TopicGenerator>>>> = {
  aptitude: {
    percentage,
    average,
    speed_and_distance: speedAndDistance,
    simple_compound_interest: simpleCompoundInterest,
    profit_and_loss: profitAndLoss,
    ratio_proportion_partnership: ratioProportionPartnership,
    simplification,
    data_interpretation: dataInterpretation,
    algebraic_expression: algebraicExpression,
    hcf_and_lcm: hcfAndLcm,
    mensuration,
    geometry,
    statistics_probability: statisticsProbability,
    trigonometry,
    mixture_alligation: mixtureAlligation,
    time_and_work: timeAndWork,
  },
  english: {
    active_passive_voice: activePassiveVoice,
    direct_indirect_speech: directIndirectSpeech,
    grammer,
    sentence_improvement: sentenceImprovement,
    spotting_errors: spottingErrors,
  },
  reasoning: {
    coding_and_decoding: codingAndDecoding,
    anology,
    series,
    direction_distance: directionDistance,
    alphabet_test: alphabetTest,
    clock_calender: clockCalender,
    number_puzzle: numberPuzzle,
    classification,
    time_sequence_number_ranking: timeSequenceNumberRanking,
    blood_relation: bloodRelation,
    syllogism,
    sitting_arrangements: sittingArrangements,
    mirror_and_water_image: mirrorAndWaterImage,
    non_verbal_series: nonVerbalSeries,
    visual_reasoning: visualReasoning,
    paper_cutting_folding: paperCuttingFolding,
    cube_and_dice: cubeAndDice,
    embedded_figure: embeddedFigure,
    figure_formation_analysis: figureFormationAnalysis,
    completion_of_figure: completionOfFigure,
  },
  general_knowledge: {
    history,
    polity,
    miscellaneous,
  },
};
