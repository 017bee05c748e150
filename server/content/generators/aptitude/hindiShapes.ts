/**
 * The Hindi (issue 15) that the shape topics share (geometry, mensuration): lengths, areas and volumes
 * in the units Hindi papers print (सेमी, वर्ग सेमी, घन सेमी, मीटर), the π note, the two common tangents,
 * and the mistakes both topics name. The values are the English ones: only the words change.
 */
import { withUnit } from '../format';

export const hiCm = withUnit('सेमी');
export const hiM = withUnit('मीटर');
export const hiSqcm = withUnit('वर्ग सेमी');
export const hiSqm = withUnit('वर्ग मीटर');
export const hiCucm = withUnit('घन सेमी');

/** "(Take π = 22/7.)" as Hindi papers print it after the question. */
export const HI_TAKE_PI = '(π = 22/7 लीजिए)';

/** The common tangents of two circles: direct (outer) and transverse (crossing between the centres). */
export const HI_TANGENT = {
  direct: 'सीधी उभयनिष्ठ स्पर्श रेखा',
  transverse: 'अनुप्रस्थ उभयनिष्ठ स्पर्श रेखा',
} as const;

// Mistakes (Distractor.hi) that several kinds name, as Hindi infinitives.
export const HI_ADD_SQUARES = 'वर्गों को जोड़ना';
export const HI_ADD_SQUARES_NOT_SUBTRACT = 'वर्गों को घटाने के स्थान पर जोड़ना';
export const HI_NO_ROOT = 'वर्गमूल लेना भूल जाना';
export const HI_SUBTRACT_LENGTHS = 'लंबाइयों को सीधे घटाना';
export const HI_SAME_ANGLE = 'वही कोण ले लेना';
export const HI_NO_HALF = '½ से गुणा करना भूल जाना';
export const HI_NO_THIRD = 'एक-तिहाई (⅓) लेना भूल जाना';
export const HI_AREA_INSTEAD = 'इसके स्थान पर क्षेत्रफल ज्ञात करना';
