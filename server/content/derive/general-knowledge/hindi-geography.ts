/**
 * Hindi twins of some derived geography rows (issue 15), put on by `withHindi` (hindi.ts): the capitals
 * of eight states (level 1) and the tributaries of eight peninsular and northern rivers (level 3),
 * worded as Hindi-medium SSC/RRB papers print them. The hand-written rows carry their Hindi in the data
 * file itself.
 */
import type { HindiTwins } from './hindi';

const capital = (state: string, city: string, note = ''): { question: string; explanation: string } => ({
  question: `${state} की राजधानी क्या है?`,
  explanation: `${city} ${state} की राजधानी है।${note ? ` ${note}` : ''}`,
});

const tributary = (river: string, main: string, note = ''): { question: string; explanation: string } => ({
  question: `${river} किस नदी की सहायक नदी है?`,
  explanation: `${river} ${main} की सहायक नदी है।${note ? ` ${note}` : ''}`,
});

export const GEOGRAPHY_HINDI: HindiTwins = {
  rows: {
    'What is the capital of Assam?': capital('असम', 'दिसपुर', 'दिसपुर गुवाहाटी का एक भाग है।'),
    'What is the capital of Bihar?': capital('बिहार', 'पटना'),
    'What is the capital of Goa?': capital('गोवा', 'पणजी'),
    'What is the capital of Gujarat?': capital('गुजरात', 'गांधीनगर'),
    'What is the capital of Jharkhand?': capital('झारखंड', 'राँची'),
    'What is the capital of Maharashtra?': capital(
      'महाराष्ट्र',
      'मुंबई',
      'नागपुर इसकी दूसरी (शीतकालीन) राजधानी है।',
    ),
    'What is the capital of Odisha?': capital('ओडिशा', 'भुवनेश्वर'),
    'What is the capital of West Bengal?': capital('पश्चिम बंगाल', 'कोलकाता'),
    'The Ken is a tributary of which river?': tributary('केन', 'यमुना', 'यमुना आगे प्रयागराज में गंगा से मिलती है।'),
    'The Gomti is a tributary of which river?': tributary('गोमती', 'गंगा'),
    'The Musi is a tributary of which river?': tributary('मूसी', 'कृष्णा', 'हैदराबाद मूसी के तट पर बसा है।'),
    'The Koyna is a tributary of which river?': tributary('कोयना', 'कृष्णा'),
    'The Manjira is a tributary of which river?': tributary('मंजीरा', 'गोदावरी'),
    'The Indravati is a tributary of which river?': tributary('इंद्रावती', 'गोदावरी'),
    'The Sabari is a tributary of which river?': tributary('सबरी', 'गोदावरी'),
    'The Kabini is a tributary of which river?': tributary('काबिनी', 'कावेरी'),
  },
  names: {
    // capitals offered as options
    Dispur: 'दिसपुर',
    Aizawl: 'आइज़ोल',
    Agartala: 'अगरतला',
    Kohima: 'कोहिमा',
    Patna: 'पटना',
    Bhubaneswar: 'भुवनेश्वर',
    Kolkata: 'कोलकाता',
    Ranchi: 'राँची',
    Panaji: 'पणजी',
    Gandhinagar: 'गांधीनगर',
    Mumbai: 'मुंबई',
    Nagpur: 'नागपुर',
    Dehradun: 'देहरादून',
    Raipur: 'रायपुर',
    Bhopal: 'भोपाल',
    Shillong: 'शिलांग',
    Itanagar: 'ईटानगर',
    Imphal: 'इंफाल',
    Hyderabad: 'हैदराबाद',
    // rivers offered as options
    Ganga: 'गंगा',
    Yamuna: 'यमुना',
    Godavari: 'गोदावरी',
    Krishna: 'कृष्णा',
    Kaveri: 'कावेरी',
    Chenab: 'चिनाब',
    Indus: 'सिंधु',
    Brahmaputra: 'ब्रह्मपुत्र',
    Narmada: 'नर्मदा',
    Mahanadi: 'महानदी',
    Tapi: 'तापी',
    Sutlej: 'सतलुज',
  },
};
